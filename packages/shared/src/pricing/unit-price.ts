/**
 * The unit-price rule of wholesale buying (docs/product/wholesale-buying.md, "One price rule";
 * docs/decisions/0020-wholesale-pricing.md §1), in whole cents and free of zod: a signed-in partner's
 * unit price for a quantity is the lowest of the list price, their price list's price and the
 * quantity break the quantity reaches. `priceOrder` then totals the lines as before.
 */

export interface PriceTier {
  /** The break applies from this quantity up (2 or more). */
  minQuantity: number;
  unitCents: number;
}

/** The company's price-list entry for the product: a fixed price, or a percentage off the list price. */
export type ListEntry = { fixedCents: number } | { percentOff: number } | null;

export interface UnitPriceInput {
  listCents: number;
  tiers: readonly PriceTier[];
  listEntry: ListEntry;
  quantity: number;
}

export interface UnitPrice {
  unitCents: number;
  /** The list price, shown struck through when `unitCents` is lower. */
  listCents: number;
  source: 'list' | 'price_list' | 'tier';
}

/** A percentage off, rounded half-up to the cent once per unit. */
export function percentOffCents(listCents: number, percentOff: number): number {
  return Math.round((listCents * (100 - percentOff)) / 100);
}

/** The tier a quantity reaches: the one with the highest minimum not above it; null below every break. */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let reached: PriceTier | null = null;
  for (const tier of tiers)
    if (quantity >= tier.minQuantity && (!reached || tier.minQuantity > reached.minQuantity)) reached = tier;
  return reached;
}

export function unitPrice({ listCents, tiers, listEntry, quantity }: UnitPriceInput): UnitPrice {
  let best: UnitPrice = { unitCents: listCents, listCents, source: 'list' };
  if (listEntry) {
    const cents =
      'fixedCents' in listEntry ? listEntry.fixedCents : percentOffCents(listCents, listEntry.percentOff);
    if (cents < best.unitCents) best = { unitCents: cents, listCents, source: 'price_list' };
  }
  const tier = tierFor(tiers, quantity);
  if (tier && tier.unitCents < best.unitCents)
    best = { unitCents: tier.unitCents, listCents, source: 'tier' };
  return best;
}

/**
 * "Buy 4 more for $0.35 off each" (docs/product/wholesale-buying.md): the next break above the
 * quantity that would lower the unit price, or null when none would.
 */
export function nextBreak(input: UnitPriceInput): { more: number; savingCents: number } | null {
  const now = unitPrice(input).unitCents;
  const above = input.tiers
    .filter((t) => t.minQuantity > input.quantity)
    .sort((a, b) => a.minQuantity - b.minQuantity);
  for (const tier of above) {
    const then = unitPrice({ ...input, quantity: tier.minQuantity }).unitCents;
    if (then < now) return { more: tier.minQuantity - input.quantity, savingCents: now - then };
  }
  return null;
}

/**
 * Whether a quantity is one the product is sold in (docs/product/wholesale-buying.md, "Quantity
 * breaks, pack sizes, minimums"): a multiple of the pack size, at least the minimum. The refusal names
 * the nearest valid quantities (the one below, when there is one, and the one above).
 */
export function quantityProblem({
  quantity,
  packSize,
  minQuantity,
}: {
  quantity: number;
  packSize: number;
  minQuantity: number;
}): { message: string; nearest: number[] } | null {
  if (quantity < minQuantity)
    return { message: `The minimum order is ${minQuantity}.`, nearest: [minQuantity] };
  if (quantity % packSize === 0) return null;
  const below = Math.floor(quantity / packSize) * packSize;
  const above = below + packSize;
  const nearest = below >= minQuantity ? [below, above] : [above];
  return { message: `Sold in packs of ${packSize}. Order ${nearest.join(' or ')}.`, nearest };
}

/** One row of the product page's quantity-break table: from `minQuantity` (to `maxQuantity`, or up), each unit costs `unitCents`. */
export interface PriceTableRow {
  minQuantity: number;
  maxQuantity: number | null;
  unitCents: number;
}

/**
 * The quantity-break table as the caller pays it (docs/product/wholesale-buying.md, "Product
 * page"): the unit price from the minimum order up, a row where the price changes, each priced by
 * `unitPrice` itself so the table and the cart never disagree. One row when nothing changes.
 */
export function priceTable(
  input: Omit<UnitPriceInput, 'quantity'> & { minOrderQty: number },
): PriceTableRow[] {
  const starts = [input.minOrderQty, ...input.tiers.map((t) => t.minQuantity)]
    .filter((q) => q >= input.minOrderQty)
    .sort((a, b) => a - b);
  const rows: PriceTableRow[] = [];
  for (const start of starts) {
    const unitCents = unitPrice({ ...input, quantity: start }).unitCents;
    const last = rows.at(-1);
    if (last && last.unitCents === unitCents) continue;
    if (last) last.maxQuantity = start - 1;
    rows.push({ minQuantity: start, maxQuantity: null, unitCents });
  }
  return rows;
}
