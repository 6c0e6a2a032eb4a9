import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/index.ts';

export interface ThrottleRule {
  /** The failure that makes a key wait: the `free`-th. */
  free: number;
  /** The wait after the `free`-th failure; doubled by each further failure. */
  baseSeconds: number;
  maxSeconds: number;
  /** A key with no failure for this long starts again from nothing. */
  forgetSeconds: number;
}

/** Seconds until the latest block of these keys ends (0 when none is blocked), by the database's clock. */
export async function secondsBlocked(tx: Tx, keys: string[]): Promise<number> {
  const [row] = await tx
    .select({
      seconds: sql<number>`coalesce(ceil(extract(epoch from max(${signInThrottles.blockedUntil}) - now())), 0)::int`,
    })
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, keys));
  return Math.max(0, Number(row?.seconds ?? 0));
}

/**
 * Counts one failure against `key` in one atomic upsert: from the `free`-th failure on, the key is
 * blocked for baseSeconds × 2^(failures − free), at most maxSeconds.
 */
export async function recordFailure(tx: Tx, key: string, rule: ThrottleRule): Promise<void> {
  // rule.free is above 1, so a key's first failure never blocks it.
  const stale = sql`${signInThrottles.lastFailureAt} < now() - make_interval(secs => ${rule.forgetSeconds})`;
  const failures = sql`case when ${stale} then 1 else ${signInThrottles.failures} + 1 end`;
  const blockFor = (count: SQL) =>
    sql`case when ${count} >= ${rule.free}
      then now() + make_interval(secs => least(${rule.maxSeconds}::float8,
        ${rule.baseSeconds}::float8 * power(2::float8, least(${count} - ${rule.free}, 30))))
      else null end`;
  await tx
    .insert(signInThrottles)
    .values({ key, failures: 1, blockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: { failures, blockedUntil: blockFor(failures), lastFailureAt: sql`now()` },
    });
}

export async function forget(tx: Tx, key: string): Promise<void> {
  await tx.delete(signInThrottles).where(inArray(signInThrottles.key, [key]));
}

/** Drops keys whose last failure is older than `seconds` and that are no longer blocked. */
export async function pruneThrottles(tx: Tx, seconds: number): Promise<void> {
  await tx.delete(signInThrottles).where(
    sql`${signInThrottles.lastFailureAt} < now() - make_interval(secs => ${seconds})
        and (${signInThrottles.blockedUntil} is null or ${signInThrottles.blockedUntil} < now())`,
  );
}
