import { type Cart, type CartLine, nextBreak, quantityProblem, unitPrice } from '@party/shared';
import { priceInputOf } from '../../db/prices.ts';
import type { CartLineRow } from './cart.repository.ts';

/** A line priced by the one rule for its quantity (docs/decisions/0020-wholesale-pricing.md §1). */
export function toCartLine(row: CartLineRow): CartLine {
  const { priceTiers: _tiers, priceEntry: _entry, ...shown } = row;
  const input = priceInputOf(row, row.quantity);
  const priced = unitPrice(input);
  const next = nextBreak(input);
  return {
    ...shown,
    price: priced.unitCents / 100,
    listPrice: priced.listCents / 100,
    nextBreak: next ? { more: next.more, saving: next.savingCents / 100 } : null,
    quantityProblem:
      quantityProblem({ quantity: row.quantity, packSize: row.packSize, minQuantity: row.minOrderQty })
        ?.message ?? null,
    lineTotal: (priced.unitCents * row.quantity) / 100,
  };
}

/** Totals are summed in cents so 0.1 + 0.2 never shows as 0.30000000000000004. */
export function toCart(rows: CartLineRow[]): Cart {
  const items = rows.map(toCartLine);
  const subtotalCents = items.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  return {
    items,
    itemCount: rows.reduce((sum, r) => sum + r.quantity, 0),
    subtotal: subtotalCents / 100,
  };
}
