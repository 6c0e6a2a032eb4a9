/**
 * The same product on several lines is one line, its quantities summed, in the place it first took
 * (a quote request, a bulk add to the cart, a saved list, an order's stock move: each writes one row
 * per product).
 */
export function sumByProduct(
  lines: readonly { productId: string; quantity: number }[],
): { productId: string; quantity: number }[] {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}
