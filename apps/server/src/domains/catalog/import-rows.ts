import {
  centsOf,
  type ProductInput,
  parseTiersCsv,
  productCategories,
  type productCsvColumns,
  productInputSchema,
  type QuantityRules,
  quantityRuleMessages,
  quantityRulesSchema,
  SKU_PATTERN,
  tierProblems,
  tiersInCents,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { type CsvRecord, unguardCsvField } from '../../lib/csv.ts';
import { findSkuHolders } from './quantity-rules.repository.ts';

// The product CSV import's checks (docs/product/stock-and-uploads.md): each row by the product form's
// rules and the Wholesale dialog's (docs/product/wholesale-buying.md), each message as staff read it.

type Column = (typeof productCsvColumns)[number];
const categoryHint = `Category must be one of: ${productCategories.map((c) => c.label).join(', ')}`;

/** A good row: the product, and its SKU (null: the next generated one), pack size, minimum and breaks. */
export interface ImportRow {
  line: number;
  product: ProductInput;
  rules: Omit<QuantityRules, 'sku'> & { sku: string | null };
}

/** A row checked: its messages, its SKU when one is given in the right form, the row when it is good. */
export type CheckedRow = { line: number; messages: string[]; sku: string | null; row?: ImportRow };

/**
 * Checks a file's rows a chunk at a time, in the file's order: each row by itself (checkImportRow),
 * and its SKU against the rows before it (of those it keeps only each SKU's first line) and the
 * products already saved (one read a chunk). Nothing here writes.
 */
export function importRowChecker(tx: Tx, columns: string[]) {
  const firstLine = new Map<string, number>();
  return async (records: CsvRecord[]): Promise<CheckedRow[]> => {
    const checked = records.map((record) => checkImportRow(columns, record));
    for (const c of checked) {
      if (!c.sku) continue;
      const earlier = firstLine.get(c.sku);
      if (earlier === undefined) firstLine.set(c.sku, c.line);
      else c.messages.push(`sku: SKU ${c.sku} is already used by line ${earlier} of this file`);
    }
    const holders = await findSkuHolders(tx, [...new Set(checked.flatMap((c) => (c.sku ? [c.sku] : [])))]);
    for (const c of checked) {
      const holder = c.sku ? holders.get(c.sku) : undefined;
      if (c.sku && holder !== undefined)
        c.messages.push(`sku: ${quantityRuleMessages.skuTaken(c.sku, holder)}`);
    }
    return checked;
  };
}

/** One row by the product form's and the Wholesale dialog's rules alone (the same row, the same answer). */
export function checkImportRow(columns: string[], record: CsvRecord): CheckedRow {
  const cell = (name: Column) => {
    const at = columns.indexOf(name);
    // A file we exported carries the formula guard (an apostrophe before =, +, -, @): it comes off.
    return at < 0 ? '' : unguardCsvField((record.fields[at] ?? '').trim()).trim();
  };
  const messages: string[] = [];
  const categoryText = cell('category').toLowerCase();
  const category = categoryText
    ? productCategories.find((c) => c.id === categoryText || c.label.toLowerCase() === categoryText)?.id
    : undefined;
  if (categoryText && !category) messages.push(categoryHint);
  const featuredText = cell('is_featured').toLowerCase();
  let isFeatured = false;
  if (['true', 'yes', '1'].includes(featuredText)) isFeatured = true;
  else if (!['', 'false', 'no', '0'].includes(featuredText)) messages.push('Featured must be true or false');
  const parsed = productInputSchema.safeParse({
    name: cell('name'),
    category,
    description: cell('description'),
    price: cell('price'),
    cost: cell('cost'),
    stockQuantity: cell('stock_quantity'),
    imageUrl: cell('image_url'),
    isFeatured,
    features: cell('features')
      .split('|')
      .map((f) => f.trim())
      .filter(Boolean),
  });
  if (!parsed.success) messages.push(...parsed.error.issues.map((i) => i.message));
  const rules = checkRules(cell, parsed.success ? parsed.data.price : null, messages);
  const skuText = cell('sku').toUpperCase();
  const sku = SKU_PATTERN.test(skuText) ? skuText : null;
  if (messages.length > 0 || !parsed.success || !rules) return { line: record.line, messages, sku };
  return { line: record.line, messages, sku, row: { line: record.line, product: parsed.data, rules } };
}

const columnOf: Record<string, Column> = {
  sku: 'sku',
  packSize: 'pack_size',
  minOrderQty: 'min_order_qty',
  tiers: 'tiers',
};

/**
 * The row's SKU, pack size, minimum and tiers by the Wholesale dialog's rules, each message naming its
 * column ('tiers: Tier 2 (from 48): …'). A blank or missing cell keeps a new product's default: the
 * next generated SKU, packs of 1, a minimum of one pack, no breaks (files from before these columns
 * import as they did).
 */
function checkRules(
  cell: (name: Column) => string,
  listPrice: number | null,
  messages: string[],
): ImportRow['rules'] | null {
  const tiersText = parseTiersCsv(cell('tiers'));
  if ('message' in tiersText) {
    messages.push(`tiers: ${tiersText.message}`);
    return null;
  }
  const packSize = cell('pack_size') || '1';
  const sku = cell('sku');
  const parsed = quantityRulesSchema.safeParse({
    // The contract needs a SKU; a blank one is the database's to generate.
    sku: sku || 'GENERATED',
    packSize,
    minOrderQty: cell('min_order_qty') || (/^\d+$/.test(packSize) ? packSize : '1'),
    tiers: tiersText.tiers,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const column = columnOf[String(field)] ?? 'tiers';
      const tier =
        typeof index === 'number' && !issue.message.startsWith('Tier ') ? `Tier ${index + 1}: ` : '';
      messages.push(`${column}: ${tier}${issue.message}`);
    }
    return null;
  }
  const rules = { ...parsed.data, sku: sku ? parsed.data.sku : null };
  if (listPrice === null) return rules;
  const problems = tierProblems(centsOf(listPrice), tiersInCents(rules.tiers), rules.packSize);
  messages.push(...problems.map((p) => `tiers: ${p.message}`));
  return problems.length > 0 ? null : rules;
}
