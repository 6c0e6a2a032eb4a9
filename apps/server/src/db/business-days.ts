import { BUSINESS_TIME_ZONE } from '@party/shared';
import { gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// A date filter as the store's calendar days (Sydney), both ends included, written as a range of the
// timestamp itself so an index on the column serves it: `(created_at at time zone …)::date >= day`
// gives the same rows but reads every one of them (bench/README, "Every list at size").

/** The instant is on or after the first moment of the calendar day `day` (YYYY-MM-DD). */
export function onOrAfterDay(column: SQLWrapper, day: string): SQL {
  return gte(column, sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`);
}

/** The instant is before the first moment of the day after `day`: on or before that calendar day. */
export function onOrBeforeDay(column: SQLWrapper, day: string): SQL {
  return lt(column, sql`((${day}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`);
}
