import type { Tx } from '../../db/client.ts';
import { insertLead, type NewLead } from './leads.repository.ts';

/** A lead for sales to work (docs/product/associate-portal.md, Leads), written inside the caller's transaction (a quote request). */
export async function createLead(tx: Tx, lead: NewLead): Promise<void> {
  await insertLead(tx, lead);
}
