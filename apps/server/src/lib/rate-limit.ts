import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** The refusal's text, given the wait ('40 seconds', '3 minutes'); a generic one by default. */
  message?: (wait: string) => string;
}

const rowKey = (key: string, windowMs: number, window: number) => `app:${key}:${windowMs}:${window}`;

/**
 * Counts one request against `key` in the current fixed window and throws RATE_LIMITED past the
 * limit. One atomic upsert in PostgreSQL, so the limit holds across server instances.
 *
 * Rows share the rate_limits table with better-auth's limiter: keys are prefixed, and last_request
 * holds the window's end so better-auth's clean-up (which drops rows whose last_request is old)
 * leaves a live window alone.
 */
export async function consumeRateLimit(db: Tx, key: string, rule: RateLimitRule, now = Date.now()) {
  const { count, windowEnd } = await countInWindow(db, key, rule.windowMs, now);
  if (count > rule.limit) {
    const seconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    throw new AppError(
      'RATE_LIMITED',
      rule.message?.(wait) ?? `Too many requests. Please wait ${wait} and try again.`,
    );
  }
  // Now and then, drop our windows that have ended (better-auth prunes only on its own resets).
  if (Math.random() < 0.01)
    await db
      .delete(rateLimits)
      .where(sql`${rateLimits.key} like 'app:%' and ${rateLimits.lastRequest} < ${now}`);
}

/**
 * Counts one event against `key` in the current fixed window and answers how many the window holds
 * now (1 for the first). Inside a transaction the count is undone with it.
 */
export async function countInWindow(db: Tx, key: string, windowMs: number, now = Date.now()) {
  const window = Math.floor(now / windowMs);
  const windowEnd = (window + 1) * windowMs;
  const rows = await db
    .insert(rateLimits)
    .values({ key: rowKey(key, windowMs, window), count: 1, lastRequest: windowEnd })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return { count: rows[0]?.count ?? 1, windowEnd };
}

/** Gives back one request consumeRateLimit counted, for an attempt that was refused and cost nothing. */
export async function releaseRateLimit(db: Tx, key: string, rule: RateLimitRule, now = Date.now()) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, rowKey(key, rule.windowMs, Math.floor(now / rule.windowMs))));
}
