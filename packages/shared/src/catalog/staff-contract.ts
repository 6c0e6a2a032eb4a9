import { z } from 'zod';
import { idParams, pageOf } from '../paging/paging.ts';
import { quantityTierViewSchema } from '../pricing/quantity-rules-contract.ts';
import { progressQuerySchema } from '../progress/contract.ts';
import { productCategories, productCategoryIds } from './categories.ts';
import { stockStatuses } from './contract.ts';

/** docs/product/associate-portal.md: the staff product list shows 10 a page. */
export const STAFF_PRODUCTS_PAGE_SIZE = 10;
/** How many products one bulk action may touch. */
export const PRODUCT_BULK_MAX = 500;
/** How many rows one CSV import may hold (its file is also within the max_file_size_mb setting). */
export const PRODUCT_IMPORT_MAX_ROWS = 100_000;
/** A rejected import's report lists this many bad rows at most, and counts them all. */
export const PRODUCT_IMPORT_MAX_REPORTED_ROWS = 1_000;

/** The product form's texts (docs/product/associate-portal.md), shared by the form, the server and the CSV import report. */
export const productMessages = {
  nameRequired: 'Product name is required',
  priceMin: 'Price must be greater than 0',
  costMin: 'Cost cannot be negative',
  quantityWhole: 'Quantity must be a whole number',
  urlInvalid: 'Please enter a valid URL',
  readOnly:
    'You have read-only access to product information. Contact a Product Management or Finance associate to make changes.',
} as const;

/**
 * docs/product/associate-portal.md: (price - cost) / price × 100 to one decimal; null (shown as N/A) when cost is 0
 * or less.
 */
export function profitMargin(price: number, cost: number): number | null {
  if (cost <= 0 || price <= 0) return null;
  return Math.round(((price - cost) / price) * 1000) / 10;
}

// Numbers come from a form as text ('' when blank), from CSV as text, or from the API as numbers.
const numberFromText = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.replaceAll(',', '').trim());
  return v;
};
const isCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A product's price: the one rule of the product form, the CSV import and bulk price changes. */
export const productPriceSchema = z.preprocess(
  numberFromText,
  z
    .number({ error: productMessages.priceMin })
    .min(0.01, productMessages.priceMin)
    .max(1_000_000, 'Price must be at most 1,000,000')
    .refine(isCents, 'Price must be in dollars and cents'),
);
const costField = z.preprocess(
  (v) => numberFromText(v) ?? 0,
  z
    .number({ error: productMessages.costMin })
    .min(0, productMessages.costMin)
    .max(1_000_000, 'Cost must be at most 1,000,000')
    .refine(isCents, 'Cost must be in dollars and cents'),
);
const stockField = z.preprocess(
  (v) => numberFromText(v) ?? 0,
  z
    .number({ error: productMessages.quantityWhole })
    .int(productMessages.quantityWhole)
    .min(0, productMessages.quantityWhole)
    .max(10_000_000, 'Quantity must be at most 10,000,000'),
);
// http(s) addresses and the site's own paths (/media/…, /images/…).
function isImageUrl(value: string): boolean {
  if (value === '' || /^\/[^\s]*$/.test(value)) return true;
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
const imageUrlField = z
  .string({ error: productMessages.urlInvalid })
  .trim()
  .max(2000, 'Image URL must be at most 2000 characters')
  .refine(isImageUrl, productMessages.urlInvalid);

/** POST /api/associate/products and PUT /api/associate/products/:id: the Add and Edit forms. */
export const productInputSchema = z.strictObject({
  name: z
    .string({ error: productMessages.nameRequired })
    .trim()
    .min(1, productMessages.nameRequired)
    .max(200, 'Product name must be at most 200 characters'),
  category: z.enum(productCategoryIds, { error: 'Please choose a category' }).default('party-essentials'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  imageUrl: imageUrlField.default(''),
  price: productPriceSchema,
  cost: costField.default(0),
  stockQuantity: stockField.default(0),
  isFeatured: z.boolean().default(false),
  // Blank entries (an empty line in the form) are dropped rather than refused.
  features: z
    .preprocess(
      (v) =>
        Array.isArray(v) ? v.map((f) => (typeof f === 'string' ? f.trim() : f)).filter((f) => f !== '') : v,
      z.array(z.string().max(200, 'A feature must be at most 200 characters')).max(30, 'At most 30 features'),
    )
    .default([]),
});
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;

/** GET /api/associate/products: search over name, category and description, pages of 10. */
export const staffProductListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StaffProductListQuery = z.infer<typeof staffProductListQuerySchema>;

/** GET /api/associate/products/export: the current filter, every match. */
export const productExportQuerySchema = staffProductListQuerySchema.pick({ search: true });

export const staffProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(productCategoryIds),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number(),
  cost: z.number(),
  stockQuantity: z.number().int(),
  stockStatus: z.enum(stockStatuses),
  isFeatured: z.boolean(),
  features: z.array(z.string()),
  /** docs/product/wholesale-buying.md: set in the Wholesale dialog (PUT …/:id/quantity-rules) and the CSV. */
  sku: z.string(),
  packSize: z.number().int(),
  minOrderQty: z.number().int(),
  /** The quantity breaks, rising. */
  tiers: z.array(quantityTierViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const staffProductListSchema = pageOf(staffProductSchema);
export type StaffProductList = z.infer<typeof staffProductListSchema>;

/** The product statistics of docs/product/associate-portal.md. */
export const productStatsSchema = z.object({
  totalProducts: z.number().int(),
  lowStockProducts: z.number().int(),
  outOfStockProducts: z.number().int(),
  inventoryValue: z.number(),
  /** Whole percent. */
  avgProfitMargin: z.number(),
  categories: z.record(z.string(), z.number().int()),
});
export type ProductStats = z.infer<typeof productStatsSchema>;

export const productIdsSchema = z
  .array(z.uuid('Each product id must be a UUID'))
  .min(1, 'Select at least one product')
  .max(PRODUCT_BULK_MAX, `Select at most ${PRODUCT_BULK_MAX} products`);
export const bulkDeleteProductsSchema = z.strictObject({ ids: productIdsSchema });
export const bulkFeatureProductsSchema = z.strictObject({ ids: productIdsSchema, isFeatured: z.boolean() });
export const bulkResultSchema = z.object({ count: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const staffProductParamsSchema = idParams('Product');

/** Change types the Adjust Stock dialog offers (docs/product/stock-and-uploads.md). */
export const stockAdjustmentTypes = ['restock', 'adjustment'] as const;
export const stockAdjustmentSchema = z.strictObject({
  changeType: z.enum(stockAdjustmentTypes),
  quantity: z.preprocess(
    numberFromText,
    z
      .number({ error: productMessages.quantityWhole })
      .int(productMessages.quantityWhole)
      .min(-10_000_000, 'Quantity must be at least -10,000,000')
      .max(10_000_000, 'Quantity must be at most 10,000,000')
      .refine((v) => v !== 0, 'Quantity must not be 0'),
  ),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').default(''),
});
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;
export const stockAdjustmentResultSchema = z.object({
  previousQuantity: z.number().int(),
  newQuantity: z.number().int(),
  quantityChange: z.number().int(),
});
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResultSchema>;

/** 'Stock updated: +5' / 'Stock updated: -3'. */
export function stockUpdatedMessage(change: number): string {
  return `Stock updated: ${change > 0 ? '+' : ''}${change}`;
}

/** The inventory change types of docs/product/associate-portal.md. */
export const inventoryChangeTypes = ['restock', 'sale', 'return', 'adjustment', 'direct_update'] as const;

export const inventoryHistoryEntrySchema = z.object({
  id: z.string(),
  changeType: z.enum(inventoryChangeTypes),
  quantityChange: z.number().int(),
  previousQuantity: z.number().int(),
  newQuantity: z.number().int(),
  /** Null for callers without the product-management ability (docs/product/associate-portal.md). */
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export const inventoryHistorySchema = z.object({ items: z.array(inventoryHistoryEntrySchema) });
export type InventoryHistoryEntry = z.infer<typeof inventoryHistoryEntrySchema>;

export const priceHistoryEntrySchema = z.object({
  id: z.string(),
  previousPrice: z.number().nullable(),
  newPrice: z.number(),
  previousCost: z.number().nullable(),
  newCost: z.number().nullable(),
  changedAt: z.string(),
  changedByName: z.string(),
  /** Set when the row is a price list's price for the product (its entry), not the product's own price. */
  priceListId: z.string().nullable(),
  priceListName: z.string().nullable(),
});
export const priceHistorySchema = z.object({ items: z.array(priceHistoryEntrySchema) });
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/**
 * POST /api/associate/products/import: the CSV file as multipart/form-data (field `file`, no other
 * field), streamed to a temporary file; `?progressId=` to follow its check and save.
 */
export const productImportFieldsSchema = z.strictObject({});
export const productImportQuerySchema = progressQuerySchema;

export const importRowErrorSchema = z.object({ line: z.number().int(), messages: z.array(z.string()) });
export const productImportResultSchema = z.object({
  /** 'imported' when every row was valid and saved; 'rejected' when any was not: nothing was saved. */
  outcome: z.enum(['imported', 'rejected']),
  rows: z.number().int(),
  imported: z.number().int(),
  /** How many rows are bad; `errors` names the first PRODUCT_IMPORT_MAX_REPORTED_ROWS of them. */
  badRows: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

/** The CSV columns of export and import, in order. */
export const productCsvColumns = [
  'name',
  'category',
  'description',
  'price',
  'cost',
  'stock_quantity',
  'image_url',
  'is_featured',
  'features',
  // docs/product/wholesale-buying.md: a file without them still imports (a new SKU, packs of 1, no breaks).
  'sku',
  'pack_size',
  'min_order_qty',
  'tiers',
] as const;

/** Categories whose id or label contains the search text (docs/product/associate-portal.md: search covers category). */
export function categoriesMatching(search: string): string[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [];
  return productCategories
    .filter((c) => c.id.includes(needle) || c.label.toLowerCase().includes(needle))
    .map((c) => c.id);
}
