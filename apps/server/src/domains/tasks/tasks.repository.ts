import type { Tx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';

export async function insertTask(tx: Tx, values: typeof tasks.$inferInsert): Promise<string> {
  const [row] = await tx.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}
