import { BUSINESS_TIME_ZONE } from '@party/shared/calendar/business-day';
import { displayInstant, formatDisplayDate } from '@party/shared/calendar/display-date';
import { countOf } from '@party/shared/text/plural';

/**
 * Display formats for Australia: en-AU dates, AUD with two decimals. Every date and time is Sydney's
 * (the business's one time zone, as its "today" and "overdue" are), whatever the browser's zone.
 */
export { formatMoney } from './format-money';

const LOCALE = 'en-AU';

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** '9 Dec 2026'. */
export const formatDate: (value: Date | string | number) => string = formatDisplayDate;

export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

const requestDateParts = new Intl.DateTimeFormat('en-US', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A request's date the way the credit requests show it, 'MMM dd, yyyy': 'Dec 09, 2026'. */
export function formatRequestDate(value: Date | string | number): string {
  const parts = requestDateParts.formatToParts(displayInstant(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

function plural(count: number, unit: string) {
  return `${countOf(count, { one: unit, other: `${unit}s` })} ago`;
}

/** Under a minute 'just now', then minutes, hours, days ago. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** File sizes are shown in MB with two decimals. */
export function formatFileSizeMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

const sizeUnits = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const sizeNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A file size in the largest unit under 1,024 of it (1 KB = 1,024 bytes), en-AU digits: '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${sizeNumber.format(value)} ${value === 1 ? 'byte' : 'bytes'}`;
  return `${sizeNumber.format(value)} ${sizeUnits[unit]}`;
}
