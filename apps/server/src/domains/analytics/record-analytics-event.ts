import type { AnalyticsEvent, Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { insertAnalyticsEvent } from './analytics.repository.ts';

/** Generous: a busy visitor sends a page view, scroll milestones and clicks per page. */
export const ANALYTICS_LIMIT: RateLimitRule = { limit: 600, windowMs: 60_000 };

/** A browser clock far off is not trusted: the event is dated when it arrived instead. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export interface RecordAnalyticsInput {
  event: Omit<AnalyticsEvent, 'metadata'> & { metadata: Record<string, unknown> };
  principal: Principal | null;
  clientIp: string;
}

/** Stores one visitor event (anyone may send; counted per address against flooding). */
export async function recordAnalyticsEvent(db: Tx, { event, principal, clientIp }: RecordAnalyticsInput) {
  await consumeRateLimit(db, `analytics:${clientIp}`, ANALYTICS_LIMIT);
  const now = Date.now();
  const claimed = event.timestamp ? Date.parse(event.timestamp) : Number.NaN;
  const occurredAt = Math.abs(claimed - now) <= MAX_CLOCK_SKEW_MS ? new Date(claimed) : new Date(now);
  await insertAnalyticsEvent(db, {
    eventType: event.type,
    pagePath: event.path,
    userId: principal?.userId ?? null,
    sessionId: event.sessionId ?? null,
    metadata: event.metadata,
    occurredAt,
  });
}
