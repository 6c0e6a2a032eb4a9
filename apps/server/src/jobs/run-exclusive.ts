import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';

/**
 * Runs a job on one instance at a time: a transaction-scoped advisory lock named after the job is
 * taken without waiting; when another instance holds it, this run is skipped (returns null). The
 * lock ends with the transaction, so a crashed instance never leaves it held. On PGlite (one
 * process, one connection) transactions already run one at a time and the lock simply succeeds.
 */
export async function runExclusive<T>(
  database: Database,
  jobName: string,
  job: (tx: Tx) => Promise<T>,
): Promise<T | null> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(hashtext(${jobName}))` })
      .from(sql`(select 1) as one`);
    if (!row?.locked) return null;
    return job(tx);
  });
}
