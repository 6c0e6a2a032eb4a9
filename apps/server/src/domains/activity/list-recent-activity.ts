import { RECENT_ACTIVITY_LIMIT, type RecentActivityList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { listNewestActivity } from './activity.repository.ts';

/** The social-proof feed: the newest rows, already anonymised when written. Public. */
export async function listRecentActivity(db: Db): Promise<RecentActivityList> {
  const rows = await listNewestActivity(db, RECENT_ACTIVITY_LIMIT);
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
