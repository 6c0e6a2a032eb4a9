import { z } from 'zod';
import { CART_BULK_MAX_LINES } from '../cart/contract.ts';
import { countOf } from '../text/plural.ts';

/**
 * Saved lists (docs/product/wholesale-buying.md, "Saved lists"): a company's named lists of products
 * and quantities, every member reads them, members who may shop change them.
 */

export const SAVED_LIST_NAME_MAX = 80;
/** saved_list_items_quantity: a line holds 1 to 100,000 units. */
export const SAVED_LIST_MAX_QUANTITY = 100_000;
/** A list goes into the cart in one request, so it holds at most what one bulk add takes. */
export const SAVED_LIST_MAX_LINES = CART_BULK_MAX_LINES;

/** Every saved-list text, word for word. */
export const savedListMessages = {
  /** Names are unique within the company, whatever their case. */
  duplicateName: (name: string) => `Your company already has a list named "${name}". Choose another name.`,
  tooManyLines: `A list holds at most ${SAVED_LIST_MAX_LINES} lines.`,
  tooManyUnits: (line: string) =>
    `${line}: a list line holds at most ${SAVED_LIST_MAX_QUANTITY.toLocaleString('en-AU')} units.`,
  notInCatalogue: (line: string) => `${line}: that product is not in our catalogue.`,
  emptyList: 'This list has no lines to add to your cart.',
  emptyOrder: 'None of the products on this order are still in our catalogue.',
  created: (name: string) => `List "${name}" created`,
  renamed: 'List renamed',
  deleted: 'List deleted',
  saved: 'List saved',
  addedToList: (name: string) => `Added to "${name}"`,
  addedToCart: (lines: number) => `Added ${countOf(lines, { one: 'line', other: 'lines' })} to your cart.`,
} as const;

export const savedListNameSchema = z
  .string({ error: 'Enter a name for the list' })
  .trim()
  .min(1, 'Enter a name for the list')
  .max(SAVED_LIST_NAME_MAX, `A list name is at most ${SAVED_LIST_NAME_MAX} characters`);

const quantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(
    SAVED_LIST_MAX_QUANTITY,
    `Quantity must be at most ${SAVED_LIST_MAX_QUANTITY.toLocaleString('en-AU')}`,
  );

const productId = z.string().uuid('Choose a product from the catalogue');

export const savedListLineInputSchema = z.strictObject({ productId, quantity });
export type SavedListLineInput = z.infer<typeof savedListLineInputSchema>;

const lines = z
  .array(savedListLineInputSchema)
  .max(SAVED_LIST_MAX_LINES, `A list holds at most ${SAVED_LIST_MAX_LINES} lines`);

/** POST /api/partner/lists: a new list, empty or with lines (a quick-order paste). */
export const createSavedListSchema = z.strictObject({ name: savedListNameSchema, lines: lines.optional() });
export type CreateSavedList = z.infer<typeof createSavedListSchema>;

/** PUT /api/partner/lists/:id: rename. */
export const renameSavedListSchema = z.strictObject({ name: savedListNameSchema });
export type RenameSavedList = z.infer<typeof renameSavedListSchema>;

/** PUT /api/partner/lists/:id/lines: the list's lines become these (the same product twice is one line). */
export const replaceSavedListLinesSchema = z.strictObject({ lines });
export type ReplaceSavedListLines = z.infer<typeof replaceSavedListLinesSchema>;

/**
 * POST /api/partner/lists/:id/lines ("Save to List" in the shop): the units are added to the
 * product's line, or start one; without a quantity, the product's minimum order.
 */
export const addSavedListLineSchema = z.strictObject({ productId, quantity: quantity.optional() });
export type AddSavedListLine = z.infer<typeof addSavedListLineSchema>;

/**
 * POST /api/partner/lists/from-order ("Save as List" on a past order). The order goes in the body:
 * a path `lists/from-order/{orderId}` would be ambiguous beside `lists/{id}/lines`.
 */
export const saveOrderAsListSchema = z.strictObject({
  orderId: z.uuid('Order id must be a UUID'),
  name: savedListNameSchema,
});
export type SaveOrderAsList = z.infer<typeof saveOrderAsListSchema>;

/** One list as the Saved Lists screen shows it. */
export const savedListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Products on the list. */
  lineCount: z.number().int(),
  /** Units over all lines. */
  units: z.number().int(),
  /** Null once the member who made it is gone. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedListSummary = z.infer<typeof savedListSummarySchema>;

/** GET /api/partner/lists: the company's lists, last changed first. */
export const savedListsSchema = z.object({ items: z.array(savedListSummarySchema) });
export type SavedLists = z.infer<typeof savedListsSchema>;

/** A line priced today at the company's prices (docs/decisions/0020-wholesale-pricing.md §1). */
export const savedListLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  packSize: z.number().int(),
  minOrderQty: z.number().int(),
  /** Unit price in AUD for this quantity, by the one rule. */
  price: z.number(),
  /** The list price, shown struck through when `price` is lower. */
  listPrice: z.number(),
  lineTotal: z.number(),
  stockQuantity: z.number().int(),
  /** Why the cart would refuse this quantity today (pack size, minimum), naming the nearest valid ones. */
  quantityProblem: z.string().nullable(),
});
export type SavedListLine = z.infer<typeof savedListLineSchema>;

/** GET /api/partner/lists/:id and the answer to every change of one list. */
export const savedListSchema = savedListSummarySchema.extend({
  lines: z.array(savedListLineSchema),
  subtotal: z.number(),
});
export type SavedList = z.infer<typeof savedListSchema>;

/** The CSV export's header row (GET /api/partner/lists/:id/export.csv). */
export const savedListCsvColumns = ['sku', 'product', 'quantity', 'unit_price', 'list_price'] as const;
