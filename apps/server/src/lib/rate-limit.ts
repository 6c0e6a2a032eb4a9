import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Counts one request against `key` in the current fixed window and throws RATE_LIMITED past the
 * limit. One atomic upsert in PostgreSQL, so the limit holds across server instances.
 *
 * Rows share the rate_limits table with better-auth's limiter: keys are prefixed, and last_request
 * holds the window's end so better-auth's clean-up (which drops rows whose last_request is old)
 * leaves a live window alone.
 */
export async function consumeRateLimit(db: Tx, key: string, rule: RateLimitRule, now = Date.now()) {
  const window = Math.floor(now / rule.windowMs);
  const windowEnd = (window + 1) * rule.windowMs;
  const rows = await db
    .insert(rateLimits)
    .values({ key: `app:${key}:${rule.windowMs}:${window}`, count: 1, lastRequest: windowEnd })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = rows[0]?.count ?? 1;
  if (count > rule.limit) {
    const seconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests. Please wait ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again.`,
    );
  }
  // Now and then, drop our windows that have ended (better-auth prunes only on its own resets).
  if (Math.random() < 0.01)
    await db
      .delete(rateLimits)
      .where(sql`${rateLimits.key} like 'app:%' and ${rateLimits.lastRequest} < ${now}`);
}
