/** Display formats for Australia: en-AU dates, AUD with two decimals. */
export { formatMoney } from './format-money';

const LOCALE = 'en-AU';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** Spec 1 section 9: under a minute 'just now', then minutes, hours, days ago. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** File sizes are shown in MB with two decimals (spec 2 section 3). */
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
