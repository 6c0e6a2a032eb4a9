import type { Tx } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';

export type NewLead = typeof leads.$inferInsert;

export async function insertLead(tx: Tx, lead: NewLead): Promise<void> {
  await tx.insert(leads).values(lead);
}
