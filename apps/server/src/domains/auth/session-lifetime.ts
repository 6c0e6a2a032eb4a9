import type { Principal } from '@party/shared';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long a session may sit unused (idle) and live at all (absolute), ADR 0003 (ASVS 5.0 7.3.1 and
 * 7.3.2). Staff and admins reach every customer's data, so theirs are a working day with a short
 * idle limit; customers keep the week they had, but no longer slide past it.
 */
export const sessionLifetimes = {
  staff: { idleMs: 30 * MINUTE_MS, absoluteMs: 12 * HOUR_MS },
  customer: { idleMs: 24 * HOUR_MS, absoluteMs: 7 * 24 * HOUR_MS },
} as const;

/** The last use is written at most this often, so a busy session costs one write a minute. */
export const ACTIVITY_WRITE_INTERVAL_MS = MINUTE_MS;

export function sessionLifetimeOf(principal: Pick<Principal, 'role' | 'isAdmin'>) {
  return principal.isAdmin || principal.role === 'associate'
    ? sessionLifetimes.staff
    : sessionLifetimes.customer;
}

export interface SessionTimes {
  createdAt: Date;
  lastActiveAt: Date;
}

/** Whether the session is past its idle timeout or its absolute lifetime for this caller. */
export function isSessionOver(
  principal: Pick<Principal, 'role' | 'isAdmin'>,
  session: SessionTimes,
  now = Date.now(),
): boolean {
  const { idleMs, absoluteMs } = sessionLifetimeOf(principal);
  return now - session.lastActiveAt.getTime() > idleMs || now - session.createdAt.getTime() > absoluteMs;
}

/** Whether this request should move the session's last use forward. */
export function isActivityDue(session: SessionTimes, now = Date.now()): boolean {
  return now - session.lastActiveAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS;
}
