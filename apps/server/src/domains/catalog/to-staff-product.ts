import {
  type ProductInput,
  type QuantityRulesView,
  type QuantityTier,
  type StaffProduct,
  stockStatusOf,
} from '@party/shared';
import type { NewProduct } from './product-writes.repository.ts';
import type { StaffProductRow } from './staff-products.repository.ts';

/** A staff product row as the API sends it: money as numbers, dates as ISO text. */
export function toStaffProduct(row: StaffProductRow): StaffProduct {
  const { lowStockThreshold, tiers, ...rest } = row;
  return {
    ...rest,
    tiers: (tiers ?? []).map(([minQuantity, unitPrice]) => ({ minQuantity, unitPrice: Number(unitPrice) })),
    price: Number(row.price),
    cost: Number(row.cost),
    stockStatus: stockStatusOf(row.stockQuantity, lowStockThreshold),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A URL-safe, unique slug for a new product: its name, then a random suffix. */
export function newSlug(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'product'}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Dollars as numeric(12,2) text. */
export const toMoney = (amount: number) => amount.toFixed(2);

/** The products row the product form's input makes (the form and the CSV import alike). */
export function toNewProduct(input: ProductInput): NewProduct {
  return {
    name: input.name,
    slug: newSlug(input.name),
    category: input.category,
    description: input.description || null,
    imageUrl: input.imageUrl || null,
    price: toMoney(input.price),
    cost: toMoney(input.cost),
    stockQuantity: input.stockQuantity,
    isFeatured: input.isFeatured,
    features: input.features,
  };
}

/** The rules as the API sends them: money as numbers, beside the list price the tiers are below. */
export function toQuantityRulesView(
  row: { price: string; sku: string; packSize: number; minOrderQty: number },
  tiers: QuantityTier[],
): QuantityRulesView {
  return {
    sku: row.sku,
    packSize: row.packSize,
    minOrderQty: row.minOrderQty,
    tiers,
    listPrice: Number(row.price),
  };
}
