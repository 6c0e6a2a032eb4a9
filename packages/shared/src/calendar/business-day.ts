/**
 * The business runs on Sydney time: "today", "this month", "overdue", the earliest event date and a
 * campaign's first day are Sydney's, not the server's or the browser's (Sydney is a day ahead of
 * UTC for most of the UTC afternoon). Its own small module, so a screen that needs only today's date
 * does not pull in a whole contract.
 */
export const BUSINESS_TIME_ZONE = 'Australia/Sydney';

const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** The calendar day (YYYY-MM-DD) an instant falls on in Sydney; today by default. */
export function businessDay(instant: Date = new Date()): string {
  return calendarDay.format(instant);
}
