import { centsOf, formatCents, formatLongDate } from '@party/shared';

// Formatting for mail: en-AU, AUD, Australian time. Variables arrive as loosely typed JSON.

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value.trim() || fallback;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Amounts are AUD dollars as stored (number or numeric string such as '129.90'). */
export function money(value: unknown): string {
  const n = numberOf(value);
  return n === null ? '' : formatCents(centsOf(n));
}

/** A date (2026-12-24) or timestamp, written the Australian way: 24 December 2026. */
export function longDate(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : formatLongDate(d);
}

/** Links in mail must be absolute: a path is resolved against PUBLIC_URL; other schemes are dropped. */
export function absoluteUrl(value: unknown, publicUrl: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, publicUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface LineItem {
  name: string;
  quantity: number;
  amount: string;
}

/** Order and quote lines: [{ productName, quantity, price }] with price per unit in AUD. */
export function lineItems(value: unknown): LineItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const entry = item as Record<string, unknown>;
    const quantity = numberOf(entry.quantity) ?? 1;
    const price = numberOf(entry.price);
    return [
      {
        name: text(entry.productName ?? entry.name, 'Item'),
        quantity,
        amount: price === null ? '' : money(price * quantity),
      },
    ];
  });
}
