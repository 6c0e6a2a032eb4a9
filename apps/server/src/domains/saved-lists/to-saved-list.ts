import { quantityProblem, type SavedList, type SavedListLine, type SavedListSummary } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { priceLines } from '../pricing/price-lines.ts';
import { findCompanyList, findListItems, type SavedListRow } from './saved-lists.repository.ts';

export function toSavedListSummary(row: SavedListRow): SavedListSummary {
  return {
    id: row.id,
    name: row.name,
    lineCount: row.lineCount,
    units: row.units,
    createdBy:
      row.createdById && row.createdByName !== null ? { id: row.createdById, name: row.createdByName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The list's lines priced today at the company's prices, each for its own quantity (docs/decisions/
 * 0020-wholesale-pricing.md §1: the one door, `priceLines`), in the order they were added. "Line 3"
 * of the cart's refusal is the third line shown.
 */
export async function pricedListLines(tx: Tx, companyId: string, listId: string): Promise<SavedListLine[]> {
  const items = await findListItems(tx, listId);
  const products = await priceLines(tx, companyId, items);
  return items.flatMap((item, i) => {
    const product = products[i];
    if (!product) return [];
    return [
      {
        productId: item.productId,
        name: product.name,
        slug: product.slug,
        sku: product.sku,
        quantity: item.quantity,
        packSize: product.packSize,
        minOrderQty: product.minOrderQty,
        price: product.unitCents / 100,
        listPrice: product.listCents / 100,
        lineTotal: (product.unitCents * item.quantity) / 100,
        stockQuantity: product.stockQuantity,
        quantityProblem:
          quantityProblem({
            quantity: item.quantity,
            packSize: product.packSize,
            minQuantity: product.minOrderQty,
          })?.message ?? null,
      },
    ];
  });
}

/** One of the company's lists with its priced lines; another company's or none is "Saved list not found". */
export async function readSavedList(tx: Tx, companyId: string, id: string): Promise<SavedList> {
  const row = await findCompanyList(tx, companyId, id);
  if (!row) throw notFound('Saved list');
  const lines = await pricedListLines(tx, companyId, id);
  const subtotalCents = lines.reduce((sum, l) => sum + Math.round(l.lineTotal * 100), 0);
  return { ...toSavedListSummary(row), lines, subtotal: subtotalCents / 100 };
}
