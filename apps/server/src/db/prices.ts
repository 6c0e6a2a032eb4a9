import {
  centsOf,
  type ListEntry,
  type PriceTier,
  type UnitPrice,
  type UnitPriceInput,
  unitPrice,
} from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What a line's unit price is made of, read in the same statement as the line (docs/decisions/
 * 0020-wholesale-pricing.md §1, §3): the product's quantity breaks and the caller's company's
 * price-list entry. The lowest-of rule is shared `unitPrice`; the rule of which list applies lives
 * here, once: the company's own list valid today (Sydney) first, else its segment's (the company's
 * business type); an entry for the product, else the list's percentage off everything.
 */

/** [[minQuantity, unit price as numeric text], ...] rising, as json. */
export type TiersJson = [number, string][];
/** [fixed price text | null, percent off text | null] or null when no list applies. */
export type EntryJson = [string | null, string | null] | null;

const today = `(now() at time zone 'Australia/Sydney')::date`;

/** Raw SQL: the product's tiers as json (alias of the products row given). */
export function tiersSql(product: string): string {
  return `(select coalesce(json_agg(json_build_array(t.min_quantity, t.unit_price::text) order by t.min_quantity), '[]'::json)
    from product_price_tiers t where t.product_id = ${product}.id)`;
}

/** Raw SQL: the company's price-list entry for the product as json, or null (`company` is SQL naming a uuid or null). */
export function entrySql(product: string, company: string): string {
  return `(select json_build_array(i.fixed_price::text, coalesce(i.percent_off, l.percent_off)::text)
    from price_list_assignments a
    join price_lists l on l.id = a.price_list_id
      and l.valid_from <= ${today} and (l.valid_to is null or l.valid_to >= ${today})
    left join price_list_items i on i.price_list_id = l.id and i.product_id = ${product}.id
    where (a.company_id = ${company}
        or a.segment = (select c.business_type from companies c where c.id = ${company}))
      and (i.product_id is not null or l.percent_off is not null)
    order by a.company_id is null, l.valid_from desc
    limit 1)`;
}

/** Drizzle columns of the same, for a query that selects from `products` (company null: list prices). */
export function priceInputColumns(productsTable: string, companyId: string | null) {
  const entry = companyId
    ? sql.join(
        entrySql(productsTable, '\u0000')
          .split('\u0000')
          .flatMap((text, i) => (i === 0 ? [sql.raw(text)] : [sql`${companyId}::uuid`, sql.raw(text)])),
      )
    : sql`null::json`;
  return {
    priceTiers: sql<TiersJson>`${sql.raw(tiersSql(productsTable))}`,
    priceEntry: entry as SQL<EntryJson>,
  };
}

export function tiersOf(json: TiersJson | null): PriceTier[] {
  return (json ?? []).map(([minQuantity, price]) => ({ minQuantity, unitCents: centsOf(price) }));
}

export function entryOf(json: EntryJson): ListEntry {
  if (!json) return null;
  const [fixed, percent] = json;
  if (fixed !== null) return { fixedCents: centsOf(fixed) };
  return percent !== null ? { percentOff: Number(percent) } : null;
}

type PricedRow = { price: string; priceTiers: TiersJson | null; priceEntry: EntryJson };

/** The shared rule's input for `quantity` units of a product row read with the columns above. */
export function priceInputOf(row: PricedRow, quantity: number): UnitPriceInput {
  return {
    listCents: centsOf(row.price),
    tiers: tiersOf(row.priceTiers),
    listEntry: entryOf(row.priceEntry),
    quantity,
  };
}

/** The unit price of `quantity` units of a product row read with the columns above. */
export function unitPriceOfRow(row: PricedRow, quantity: number): UnitPrice {
  return unitPrice(priceInputOf(row, quantity));
}
