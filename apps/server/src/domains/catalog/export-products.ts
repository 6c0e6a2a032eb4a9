import { categoriesMatching, formatTiersCsv, type Principal, productCsvColumns } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { findStaffProducts } from './staff-products.repository.ts';

/**
 * Export: every product matching the list's current search as CSV, in name order, with the columns
 * the import reads (so an export can be edited and imported as new products: with the sku column
 * cleared, or once the products it names are gone, since a SKU is one product's). Every text cell
 * keeps the CSV writer's formula guard (lib/csv.ts); the import takes the guard off again.
 */
export async function exportProducts(
  db: Db,
  principal: Principal,
  query: { search?: string },
): Promise<{ filename: string; body: Buffer }> {
  assertAllowed(mayDo(principal, 'read-staff'));
  const search = query.search || undefined;
  const rows = await findStaffProducts(db, { search, categories: search ? categoriesMatching(search) : [] });
  const lines = [
    [...productCsvColumns],
    ...rows.map((p) => [
      p.name,
      p.category,
      p.description ?? '',
      p.price,
      p.cost,
      p.stockQuantity,
      p.imageUrl ?? '',
      p.isFeatured ? 'true' : 'false',
      p.features.join('|'),
      p.sku,
      p.packSize,
      p.minOrderQty,
      formatTiersCsv(
        p.tiers.map(([minQuantity, unitPrice]) => ({ minQuantity, unitPrice: Number(unitPrice) })),
      ),
    ]),
  ];
  const date = new Date().toISOString().slice(0, 10);
  return { filename: `products-${date}.csv`, body: Buffer.from(toCsv(lines), 'utf8') };
}
