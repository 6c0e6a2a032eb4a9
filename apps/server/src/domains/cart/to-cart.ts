import type { Cart, CartLine } from '@party/shared';
import type { CartLineRow } from './cart.repository.ts';

const toCents = (amount: string) => Math.round(Number(amount) * 100);

export function toCartLine(row: CartLineRow): CartLine {
  const priceCents = toCents(row.price);
  return { ...row, price: priceCents / 100, lineTotal: (priceCents * row.quantity) / 100 };
}

/** Totals are summed in cents so 0.1 + 0.2 never shows as 0.30000000000000004. */
export function toCart(rows: CartLineRow[]): Cart {
  const items = rows.map(toCartLine);
  const subtotalCents = rows.reduce((sum, r) => sum + toCents(r.price) * r.quantity, 0);
  return {
    items,
    itemCount: rows.reduce((sum, r) => sum + r.quantity, 0),
    subtotal: subtotalCents / 100,
  };
}
