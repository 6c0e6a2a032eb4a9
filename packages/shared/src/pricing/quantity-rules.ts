import { formatCents } from '../orders/pricing.ts';

/**
 * The rules of a product's quantity breaks (docs/product/wholesale-buying.md, "Quantity breaks, pack
 * sizes, minimums"), zod-free and in whole cents: the one home of them for the staff form, the API
 * (under the product's row lock, against the list price it holds) and the product CSV import.
 */

/** The limits of the contract (quantity-rules-contract.ts) and of the products table's checks. */
export const PACK_SIZE_MAX = 10_000;
export const MIN_ORDER_QTY_MAX = 100_000;
export const TIER_MAX_QUANTITY = 100_000;
export const TIERS_MAX = 10;

export interface TierInput {
  minQuantity: number;
  unitCents: number;
}

export interface TierProblem {
  /** The tier's place in the list as given, from 0. */
  index: number;
  field: 'minQuantity' | 'unitPrice';
  /** Names the tier as staff see it: 'Tier 2 (from 48): …'. */
  message: string;
}

/**
 * The multiples of `step` nearest `value`: the one below when it is at least `least`, and the one
 * above when it is at most `most`.
 */
export function nearestMultiples(value: number, step: number, least = step, most = Infinity): number[] {
  const below = Math.floor(value / step) * step;
  const candidates = below >= least ? [below, below + step] : [Math.ceil(least / step) * step];
  const within = candidates.filter((n) => n <= most);
  return within.length > 0 ? within : [below];
}

/**
 * What is wrong with a list of tiers, in the order given: each minimum a multiple of the pack size and
 * above the one before, each price lower than the one before and than the list price (`listCents`
 * null: not known here, that rule left to the server). Empty when the tiers may be saved.
 */
export function tierProblems(
  listCents: number | null,
  tiers: readonly TierInput[],
  packSize: number,
): TierProblem[] {
  const problems: TierProblem[] = [];
  tiers.forEach((tier, index) => {
    const name = `Tier ${index + 1} (from ${tier.minQuantity})`;
    const previous = index > 0 ? tiers[index - 1]! : null;
    if (packSize > 1 && tier.minQuantity % packSize !== 0)
      problems.push({
        index,
        field: 'minQuantity',
        message: `${name}: the quantity must be a multiple of the pack size (${packSize}): ${nearestMultiples(tier.minQuantity, packSize, 2, TIER_MAX_QUANTITY).join(' or ')}`,
      });
    else if (previous && tier.minQuantity <= previous.minQuantity)
      problems.push({
        index,
        field: 'minQuantity',
        message: `${name}: the quantity must be more than tier ${index}'s ${previous.minQuantity}`,
      });
    if (listCents !== null && tier.unitCents >= listCents)
      problems.push({
        index,
        field: 'unitPrice',
        message: `${name}: the price must be lower than the list price ${formatCents(listCents)}`,
      });
    else if (previous && tier.unitCents >= previous.unitCents)
      problems.push({
        index,
        field: 'unitPrice',
        message: `${name}: the price must be lower than tier ${index}'s ${formatCents(previous.unitCents)}`,
      });
  });
  return problems;
}

/** The tiers as the product CSV writes them: '12:4.50|48:4.00' (dollars), empty for none. */
export function formatTiersCsv(tiers: readonly { minQuantity: number; unitPrice: number }[]): string {
  return tiers.map((t) => `${t.minQuantity}:${t.unitPrice.toFixed(2)}`).join('|');
}

/**
 * The product CSV's tiers cell read back: each 'quantity:price' as the texts the contract checks, or
 * the message naming the first entry that is not one.
 */
export function parseTiersCsv(
  text: string,
): { tiers: { minQuantity: string; unitPrice: string }[] } | { message: string } {
  const cell = text.trim();
  if (cell === '') return { tiers: [] };
  const tiers: { minQuantity: string; unitPrice: string }[] = [];
  for (const [i, entry] of cell.split('|').entries()) {
    const match = /^\s*([^:\s]+)\s*:\s*\$?\s*([^:\s]+)\s*$/.exec(entry);
    if (!match) return { message: `Tier ${i + 1} is not "quantity:price" (for example 12:4.50|48:4.00)` };
    tiers.push({ minQuantity: match[1]!, unitPrice: match[2]! });
  }
  return { tiers };
}
