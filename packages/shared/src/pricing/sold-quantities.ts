/**
 * The quantities a product is sold in (docs/product/wholesale-buying.md, "Quantity breaks, pack
 * sizes, minimums"): multiples of the pack size from the minimum up. `quantityProblem` refuses the
 * others; these name the valid ones a correction moves to.
 */

interface SoldIn {
  packSize: number;
  minQuantity: number;
}

/** The least valid quantity at or above `quantity` (order again rounds up: 'Quantities are rounded up to the pack size'). */
export function roundUpToSold({ quantity, packSize, minQuantity }: SoldIn & { quantity: number }): number {
  return Math.max(minQuantity, Math.ceil(quantity / packSize) * packSize);
}

/** The most valid quantity at or below `limit` (what stock or a line's limit allows), or null when none is. */
export function largestSoldWithin({
  limit,
  packSize,
  minQuantity,
}: SoldIn & { limit: number }): number | null {
  const most = Math.floor(limit / packSize) * packSize;
  return most >= minQuantity && most > 0 ? most : null;
}
