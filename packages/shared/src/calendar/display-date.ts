import { BUSINESS_TIME_ZONE } from './business-day.ts';

// Zod-free, like business-day.ts: every screen's dates and the server's notification texts use it.

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant, or a calendar day (YYYY-MM-DD), as a Date to format in Sydney's time: a calendar day
 * is that day wherever the reader is, so it is taken at noon UTC, which is the same day in Sydney.
 */
export function displayInstant(value: Date | string | number): Date {
  if (typeof value === 'string' && calendarDay.test(value)) return new Date(`${value}T12:00:00Z`);
  return value instanceof Date ? value : new Date(value);
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A date as Australians read it, on Sydney's calendar (the business's one time zone): '9 Dec 2026'. */
export function formatDisplayDate(value: Date | string | number): string {
  return dayFormat.format(displayInstant(value));
}

const longDayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** The long date of documents, mail and messages, on Sydney's calendar: '3 November 2026'. */
export function formatLongDate(value: Date | string | number): string {
  return longDayFormat.format(displayInstant(value));
}
