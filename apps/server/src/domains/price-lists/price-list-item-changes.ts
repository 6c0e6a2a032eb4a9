import { centsOf } from '@party/shared';
import type { CatalogueProduct, PriceListItemRow } from './price-list-items.repository.ts';
import { type EntryRule, listPriceFor } from './to-price-list.ts';

/** An entry as stored: the product and its rule (numeric text). */
export type StoredEntry = { productId: string } & EntryRule;

/** One product whose entry was added, changed or removed, with the list's price before and after. */
export interface ItemChange {
  productId: string;
  sku: string;
  was: string | null;
  now: string | null;
  previousCents: number;
  newCents: number;
}

/** An entry's rule in the audit's words: '4.50' (a fixed price) or '10.00% off'. */
const ruleText = (entry: EntryRule | undefined) =>
  !entry ? null : entry.fixedPrice !== null ? entry.fixedPrice : `${entry.percentOff}% off`;

/**
 * What replacing the list's entries `before` with `after` changes, product by product: each added,
 * changed or removed entry, with the list's price for the product before and after (its entry, else
 * the list's percentage off everything, else the list price: `listPriceFor`).
 */
export function itemChanges(
  before: PriceListItemRow[],
  after: StoredEntry[],
  products: Map<string, CatalogueProduct>,
  listPercent: string | null,
): ItemChange[] {
  const was = new Map(before.map((row) => [row.productId, row]));
  const now = new Map(after.map((entry) => [entry.productId, entry]));
  const changes: ItemChange[] = [];
  for (const productId of new Set([...was.keys(), ...now.keys()])) {
    const old = was.get(productId);
    const next = now.get(productId);
    if (ruleText(old) === ruleText(next)) continue;
    const product = products.get(productId);
    const listCents = centsOf(product?.price ?? old!.listPrice);
    changes.push({
      productId,
      sku: product?.sku ?? old!.sku,
      was: ruleText(old),
      now: ruleText(next),
      previousCents: listPriceFor(listCents, old, listPercent),
      newCents: listPriceFor(listCents, next, listPercent),
    });
  }
  return changes;
}
