import {
  CART_MAX_LINE_QUANTITY,
  largestSoldWithin,
  mergeQuickOrderEntries,
  type Principal,
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderCheckLine,
  type QuickOrderCheckResult,
  type QuickOrderLine,
  quantityProblem,
  quickOrderMessages,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { type PricedProduct, priceSkus } from '../pricing/price-lines.ts';
import { cartScope } from './cart.policy.ts';
import { quickOrderEntriesOfCsv } from './quick-order-csv.ts';

const count = new Intl.NumberFormat('en-AU');
type Found = Pick<QuickOrderCheckLine, 'status' | 'message' | 'nearest'>;

/** Why a product's line cannot go to the cart as it is, with the quantities it could take instead. */
function problemOf(quantity: number, product: PricedProduct): Found {
  const soldIn = { packSize: product.packSize, minQuantity: product.minOrderQty };
  const within = (limit: number) => [largestSoldWithin({ limit, ...soldIn })].filter((q) => q !== null);
  // Merged lines can add up past a line's limit; one line cannot (the parser refuses it).
  if (quantity > CART_MAX_LINE_QUANTITY)
    return {
      status: 'invalid',
      message: `At most ${count.format(CART_MAX_LINE_QUANTITY)} units a line. Request a quote for more.`,
      nearest: within(CART_MAX_LINE_QUANTITY),
    };
  const problem = quantityProblem({ quantity, ...soldIn });
  if (problem)
    return {
      status: quantity < product.minOrderQty ? 'minimum' : 'pack_size',
      message: problem.message,
      nearest: problem.nearest,
    };
  if (quantity > product.stockQuantity)
    return {
      status: 'short_stock',
      message:
        product.stockQuantity === 0 ? 'Out of stock' : `Only ${count.format(product.stockQuantity)} in stock`,
      nearest: within(product.stockQuantity),
    };
  return { status: 'ok', message: null, nearest: [] };
}

/** One answered line: a problem the parser found, an unknown SKU, or the product priced for its quantity. */
function checkLine(line: QuickOrderLine, product: PricedProduct | null): QuickOrderCheckLine {
  const none = { product: null, unitPrice: null, listPrice: null, lineTotal: null, nearest: [] };
  if (!('sku' in line))
    return {
      line: line.line,
      lines: [line.line],
      input: line.input,
      sku: null,
      quantity: null,
      note: null,
      ...none,
      status: 'invalid',
      message: line.problem,
    };
  const base = {
    line: line.line,
    lines: line.lines,
    input: line.input,
    sku: line.sku,
    quantity: line.quantity,
  };
  if (!product)
    return { ...base, note: line.note, ...none, status: 'unknown_sku', message: `Unknown SKU '${line.sku}'` };
  return {
    ...base,
    note: line.note,
    product: { id: product.productId, name: product.name, slug: product.slug },
    unitPrice: product.unitCents / 100,
    listPrice: product.listCents / 100,
    lineTotal: (product.unitCents * line.quantity) / 100,
    ...problemOf(line.quantity, product),
  };
}

/**
 * Quick order's Check (docs/product/wholesale-buying.md, "Quick order"): every pasted or uploaded
 * line at once, the same SKU on several lines merged, each SKU's product and the caller's price read
 * in one query whatever the number of lines. Read-only: the cart is filled by the bulk add.
 */
export async function checkQuickOrder(
  db: Db,
  principal: Principal,
  input: { text: string } | { csv: string },
): Promise<QuickOrderCheckResult> {
  ownerOf(cartScope(principal, 'add'));
  const entries = 'csv' in input ? quickOrderEntriesOfCsv(input.csv) : parseQuickOrderText(input.text);
  if (entries.length === 0) throw badRequest(quickOrderMessages.noLines);
  if (entries.length > QUICK_ORDER_MAX_LINES)
    throw badRequest(quickOrderMessages.tooManyLines(entries.length));
  const lines = mergeQuickOrderEntries(entries);
  const wanted = lines.filter((l) => 'sku' in l);
  const products = await priceSkus(
    db,
    principal.companyId,
    wanted.map((l) => ({ sku: l.sku, quantity: l.quantity })),
  );
  const productOf = new Map<QuickOrderLine, PricedProduct | null>(
    wanted.map((l, i) => [l, products[i] ?? null]),
  );
  const checked = lines.map((l) => checkLine(l, productOf.get(l) ?? null));
  const ok = checked.filter((l) => l.status === 'ok');
  return {
    lines: checked,
    okLines: ok.length,
    problemLines: checked.length - ok.length,
    subtotal: ok.reduce((cents, l) => cents + Math.round((l.lineTotal ?? 0) * 100), 0) / 100,
  };
}
