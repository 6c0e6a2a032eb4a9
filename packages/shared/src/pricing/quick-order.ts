import { CART_BULK_MAX_LINES, CART_MAX_LINE_QUANTITY } from '../cart/contract.ts';
import { SKU_PATTERN } from './sku.ts';

/**
 * Quick order's lines (docs/product/wholesale-buying.md, "Quick order"): pasted text or a CSV's
 * records become one entry per line, each a SKU and a quantity or the line's problem. Pure: the
 * server checks the entries against the catalogue; the same rules read a paste and an upload.
 */

/** The most lines one check takes (the bulk add's limit: what passes goes to the cart in one request). */
export const QUICK_ORDER_MAX_LINES = CART_BULK_MAX_LINES;
/** Pasted text, in characters (the JSON body). */
export const QUICK_ORDER_TEXT_MAX_CHARS = 200_000;
/** One line of it: a SKU and a quantity, or a spreadsheet row with a few more columns. */
export const QUICK_ORDER_LINE_MAX_CHARS = 1_000;
/** An uploaded CSV file. */
export const QUICK_ORDER_FILE_MAX_BYTES = 1_000_000;

/** A SKU as products hold it (the products_sku_format check): upper-case letters, digits and dashes, up to 32. */

export type QuickOrderEntry =
  | { line: number; input: string; sku: string; quantity: number }
  | { line: number; input: string; problem: string };

/** An entry with its SKU's other lines merged in: `lines` are all of them, the first being `line`. */
export type QuickOrderLine =
  | { line: number; lines: number[]; input: string; sku: string; quantity: number; note: string | null }
  | { line: number; input: string; problem: string };

/** One record of a CSV or one pasted line: its 1-based line number and its fields. */
export interface QuickOrderRecord {
  line: number;
  fields: readonly string[];
  /** The line as typed, shown back beside its problem and put back in the box for correction. */
  input: string;
}

const notSkuQuantity = (line: number) => `Line ${line} is not "SKU quantity"`;
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
const count = new Intl.NumberFormat('en-AU');

export const quickOrderMessages = {
  notSkuQuantity,
  missingQuantity: (line: number, sku: string) => `${notSkuQuantity(line)}: no quantity after ${shown(sku)}`,
  notSku: (line: number, sku: string) =>
    `Line ${line}: '${shown(sku)}' is not a SKU (letters, digits and dashes, up to 32)`,
  notQuantity: (line: number, quantity: string) => `Line ${line}: '${shown(quantity)}' is not a quantity`,
  notWhole: (line: number, quantity: string) =>
    `Line ${line}: the quantity must be a whole number, not ${shown(quantity)}`,
  belowOne: (line: number) => `Line ${line}: the quantity must be at least 1`,
  tooMany: (line: number) =>
    `Line ${line}: at most ${count.format(CART_MAX_LINE_QUANTITY)} units a line. Request a quote for more.`,
  tooManyLines: (lines: number) =>
    `A quick order checks up to ${QUICK_ORDER_MAX_LINES} lines at once; this has ${count.format(lines)}. Split it in two.`,
  noLines: 'Type or paste at least one line: a SKU and a quantity.',
} as const;

/** A field as typed: trimmed, one pair of surrounding double quotes taken off. */
function clean(field: string): string {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

/** The quantity a field holds, or why it holds none (9,999 at most; '1,000' and '24.0' read as whole numbers). */
function quantityOf(line: number, field: string): number | string {
  const text = field.replace(/^\+/, '');
  if (/^\d{1,3}(,\d{3})+$/.test(text) || /^\d+(\.0+)?$/.test(text)) {
    const digits = text
      .replace(/,/g, '')
      .replace(/\.0+$/, '')
      .replace(/^0+(?=\d)/, '');
    if (digits.length > 4 || Number(digits) > CART_MAX_LINE_QUANTITY) return quickOrderMessages.tooMany(line);
    return Number(digits) < 1 ? quickOrderMessages.belowOne(line) : Number(digits);
  }
  if (/^-\d+([.,]\d+)?$/.test(text)) return quickOrderMessages.belowOne(line);
  if (/^\d*[.,]\d+$/.test(text)) return quickOrderMessages.notWhole(line, field);
  return quickOrderMessages.notQuantity(line, field);
}

function entryOf(
  line: number,
  input: string,
  skuField: string | undefined,
  quantityField: string | undefined,
) {
  const sku = clean(skuField ?? '').toUpperCase();
  const quantityText = clean(quantityField ?? '');
  if (!sku || (!SKU_PATTERN.test(sku) && !quantityText))
    return { line, input, problem: notSkuQuantity(line) };
  if (!SKU_PATTERN.test(sku)) return { line, input, problem: quickOrderMessages.notSku(line, sku) };
  if (!quantityText) return { line, input, problem: quickOrderMessages.missingQuantity(line, sku) };
  const quantity = quantityOf(line, quantityText);
  return typeof quantity === 'string'
    ? { line, input, problem: quantity }
    : ({ line, input, sku, quantity } satisfies QuickOrderEntry);
}

/** The columns of a header naming both SKU and quantity ('sku,quantity', 'SKU;Name;Qty'), or null. */
interface Columns {
  sku: number;
  quantity: number;
  count: number;
}
function headerOf(fields: readonly string[]): Columns | null {
  const names = fields.map((f) => clean(f).toLowerCase());
  const sku = names.indexOf('sku');
  const quantity = names.findIndex((n) => n === 'quantity' || n === 'qty');
  return sku === -1 || quantity === -1 ? null : { sku, quantity, count: names.length };
}

/** Without a header a record is a SKU and a quantity; with one, the header's columns. */
const bare: Columns = { sku: 0, quantity: 1, count: 2 };

/**
 * Records (a CSV's, or pasted lines split into fields) as entries: blank records are skipped, a
 * first record naming the columns ('sku,quantity') is read as the header; a record with more fields
 * than the columns is not a line of the order (empty fields at the end of a row do not count).
 */
export function readQuickOrderRecords(records: readonly QuickOrderRecord[]): QuickOrderEntry[] {
  const entries: QuickOrderEntry[] = [];
  let columns = bare;
  let first = true;
  for (const record of records) {
    const fields = [...record.fields];
    while (fields.length > 0 && clean(fields.at(-1)!) === '') fields.pop();
    if (fields.length === 0) continue;
    if (first) {
      first = false;
      const header = headerOf(fields);
      columns = header ?? bare;
      if (header) continue;
    }
    entries.push(
      fields.length > columns.count
        ? { line: record.line, input: record.input, problem: notSkuQuantity(record.line) }
        : entryOf(record.line, record.input, fields[columns.sku], fields[columns.quantity]),
    );
  }
  return entries;
}

/** A pasted line's fields: split at tabs (a spreadsheet's copy) if any, else commas and semicolons, else spaces. */
function fieldsOfLine(input: string): string[] {
  if (input === '') return [];
  if (input.includes('\t')) return input.split('\t');
  return /[,;]/.test(input) ? input.split(/[,;]/) : input.split(/\s+/);
}

/**
 * Pasted lines (`SKU quantity`, `SKU,quantity`, `SKU;quantity` or `SKU<TAB>quantity`) as entries,
 * numbered as the box numbers them; blank lines and a first line `sku,quantity` are skipped.
 */
export function parseQuickOrderText(text: string): QuickOrderEntry[] {
  return readQuickOrderRecords(
    text.split(/\r\n|\r|\n/).map((raw, i) => {
      const input = raw.trim();
      return { line: i + 1, input, fields: fieldsOfLine(input) };
    }),
  );
}

const lineList = new Intl.ListFormat('en-AU', { type: 'conjunction' });

/**
 * The same SKU on several lines is one line (the first), its quantities added, with a note naming
 * the lines; a problem line stays as it is. Order is the first appearance of each.
 */
export function mergeQuickOrderEntries(entries: readonly QuickOrderEntry[]): QuickOrderLine[] {
  const out: QuickOrderLine[] = [];
  const bySku = new Map<string, Extract<QuickOrderLine, { sku: string }>>();
  for (const entry of entries) {
    if (!('sku' in entry)) {
      out.push(entry);
      continue;
    }
    const seen = bySku.get(entry.sku);
    if (!seen) {
      const line = { ...entry, lines: [entry.line], note: null };
      bySku.set(entry.sku, line);
      out.push(line);
      continue;
    }
    seen.lines.push(entry.line);
    seen.quantity += entry.quantity;
    seen.note = `Lines ${lineList.format(seen.lines.map(String))} are the same SKU: merged into one line of ${count.format(seen.quantity)}`;
  }
  return out;
}
