import { z } from 'zod';
import { pageOf } from '../paging/paging.ts';
import { productCategoryIds, productThemes } from './categories.ts';

/** docs/product/storefront-and-sign-in.md: featured limit 8. The grid shows 24 a page (6 rows of 4); a caller may ask up to 48. */
export const FEATURED_PRODUCTS_LIMIT = 8;
export const RELATED_PRODUCTS_LIMIT = 4;
export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_MAX_PAGE_SIZE = 48;
/** docs/product/associate-portal.md: 1 to 10 units is Low Stock. */
export const LOW_STOCK_LEVEL = 10;

export const productCategoryIdSchema = z.enum(productCategoryIds);
export const productThemeSchema = z.enum(productThemes);

export const stockStatuses = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** docs/product/associate-portal.md: 0 is Out of Stock, 1 to the low-stock level Low Stock, above it In Stock. */
export function stockStatusOf(stockQuantity: number, lowStockLevel: number = LOW_STOCK_LEVEL): StockStatus {
  if (stockQuantity <= 0) return 'Out of Stock';
  return stockQuantity <= lowStockLevel ? 'Low Stock' : 'In Stock';
}

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** docs/product/partner-portal.md: the partner shop's price slider runs 0 to 50 in steps of 1 (AUD). */
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 50;
export const PRICE_SLIDER_STEP = 1;

const priceBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(1_000_000, `${label} must be at most 1,000,000`);

/**
 * GET /api/store/products query: 'all' or no category means every category, 'all' or no theme every
 * theme (docs/product/partner-portal.md: the theme filter works); minPrice and maxPrice bound the price, both inclusive.
 */
export const productListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
    category: z.enum(['all', ...productCategoryIds]).optional(),
    theme: z.enum(['all', ...productThemes]).optional(),
    minPrice: priceBound('Minimum price').optional(),
    maxPrice: priceBound('Maximum price').optional(),
    page: whole(1, 100_000).default(1),
    pageSize: whole(1, CATALOG_MAX_PAGE_SIZE).default(CATALOG_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Minimum price must not be above the maximum price',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** What a product card shows (docs/product/storefront-and-sign-in.md, Product card), price in AUD dollars. */
export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  category: z.enum(productCategoryIds),
  imageUrl: z.string().nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productListSchema = pageOf(productCardSchema).extend({
  /** When true, `total` is a lower bound: there are more than `total` matches. */
  totalCapped: z.boolean(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const featuredProductsSchema = z.object({ items: z.array(productCardSchema) });
export type FeaturedProducts = z.infer<typeof featuredProductsSchema>;

export const productSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * /api/partner/products/:id (the partner shop addresses products by id: /partner/shop/{id}). Any
 * text is accepted so a mistyped address answers 404 'Product not found' rather than a 400.
 */
export const productIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** GET /api/store/products/:slug: the product page, with up to 4 others of its category. */
export const productDetailSchema = productCardSchema.extend({
  /** Every picture of the product, first one the main picture (empty when it has none). */
  images: z.array(z.string()),
  features: z.array(z.string()),
  themes: z.array(z.enum(productThemes)),
  stockQuantity: z.number().int(),
  stockStatus: z.enum(stockStatuses),
  related: z.array(productCardSchema),
  sku: z.string(),
  /** Sold in multiples of this, from `minOrderQty` up (docs/product/wholesale-buying.md). */
  packSize: z.number().int(),
  minOrderQty: z.number().int(),
  /** The catalogue's list price; `price` is the caller's price for `minOrderQty` units (lower for a price list or break). */
  listPrice: z.number(),
  /** The quantity breaks as the caller pays them: one row when the price never changes. */
  priceTable: z.array(
    z.object({ minQuantity: z.number().int(), maxQuantity: z.number().int().nullable(), price: z.number() }),
  ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/store/categories: the five tiles with their fixed labels and the real number of products. */
export const categorySummarySchema = z.object({
  id: z.enum(productCategoryIds),
  label: z.string(),
  description: z.string(),
  countLabel: z.string(),
  productCount: z.number().int(),
});
export const categoryListSchema = z.object({ items: z.array(categorySummarySchema) });
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export type CategoryList = z.infer<typeof categoryListSchema>;
