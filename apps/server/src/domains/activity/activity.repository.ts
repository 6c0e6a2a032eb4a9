import { desc } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsInsert } from '../../db/rows-insert.ts';
import { recentActivity } from '../../db/schema/index.ts';

export interface ActivityRow {
  customerNameAnonymized: string;
  location: string | null;
  activityType: string;
}

/** The insert unsent, for a WriteBatch. */
export function activityInsert(row: ActivityRow) {
  return rowsInsert(recentActivity, [row]);
}

export async function insertActivity(tx: Tx, row: ActivityRow): Promise<void> {
  await tx.insert(recentActivity).values(row);
}

export async function listNewestActivity(tx: Tx, limit: number) {
  return tx
    .select({
      id: recentActivity.id,
      customerNameAnonymized: recentActivity.customerNameAnonymized,
      location: recentActivity.location,
      activityType: recentActivity.activityType,
      createdAt: recentActivity.createdAt,
    })
    .from(recentActivity)
    .orderBy(desc(recentActivity.createdAt), desc(recentActivity.id))
    .limit(limit);
}
