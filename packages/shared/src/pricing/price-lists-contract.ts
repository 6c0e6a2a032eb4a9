import { z } from 'zod';
import { type PartnerBusinessType, partnerBusinessTypes } from '../account/contract.ts';
import { formatLongDate } from '../calendar/display-date.ts';
import { pageOf, pageQuery } from '../paging/paging.ts';

// Price lists, staff side (docs/product/wholesale-buying.md, "Price lists"; docs/decisions/
// 0020-wholesale-pricing.md §2-§4): named lists of fixed prices and percentages off, valid over
// dates, assigned to companies or segments. Which list applies to a buyer is apps/server/src/db/prices.ts's.

/** The segments a list is assigned to: the companies' business types. */
export const priceListSegments = partnerBusinessTypes;
export type PriceListSegment = PartnerBusinessType;
/** docs/product/wholesale-buying.md: Retail, Wholesale, Schools. */
export const priceListSegmentLabels: Record<PriceListSegment, string> = {
  retail: 'Retail',
  wholesale: 'Wholesale',
  school: 'Schools',
};

export const priceListStatuses = ['active', 'scheduled', 'expired'] as const;
export type PriceListStatus = (typeof priceListStatuses)[number];

/** Where a list stands on a (Sydney) day: before its first day Scheduled, after its last Expired. */
export function priceListStatus(
  list: { validFrom: string; validTo: string | null },
  today: string,
): PriceListStatus {
  if (list.validFrom > today) return 'scheduled';
  if (list.validTo !== null && list.validTo < today) return 'expired';
  return 'active';
}

/** A list may price this many products. */
export const PRICE_LIST_MAX_ITEMS = 5000;
export const PRICE_LIST_NAME_MAX = 80;
export const PRICE_LIST_MAX_PERCENT = 90;

/** docs/product/wholesale-buying.md, "Price lists": the texts, character for character where it quotes them. */
export const priceListMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PRICE_LIST_NAME_MAX} characters`,
  validFromRequired: 'Valid from is required',
  invalidDate: 'Please enter a valid date',
  validToBeforeFrom: 'Valid to cannot be before Valid from',
  percentRange: `A percentage off must be between 0 and ${PRICE_LIST_MAX_PERCENT}`,
  twoDecimals: 'Use at most 2 decimal places',
  tooManyItems: `A price list can hold at most ${PRICE_LIST_MAX_ITEMS.toLocaleString('en-AU')} products`,
  loadFailed: 'Failed to load price lists',
  created: 'Price list created',
  updated: 'Price list saved',
  deleted: 'Price list deleted',
  itemsSaved: 'Products saved',
  assignmentsSaved: 'Assignments saved',
  nameTaken: (name: string) => `A price list named "${name}" already exists. Choose another name.`,
  /** 'Schools already has "Schools 2027" from 1 January 2027 to 31 December 2027. Change the dates so they do not overlap.' */
  overlap: (target: string, other: { name: string; validFrom: string; validTo: string | null }) =>
    `${target} already has "${other.name}" from ${formatLongDate(other.validFrom)}${
      other.validTo ? ` to ${formatLongDate(other.validTo)}` : ' with no end date'
    }. Change the dates so they do not overlap.`,
  lineNegativePrice: (line: number) => `Line ${line}: the fixed price cannot be negative.`,
  linePercentRange: (line: number) =>
    `Line ${line}: the percentage off must be between 0 and ${PRICE_LIST_MAX_PERCENT}.`,
  lineTwoDecimals: (line: number) => `Line ${line}: use at most 2 decimal places.`,
  lineOneRule: (line: number) => `Line ${line}: give a fixed price or a percentage off, one of the two.`,
  lineTwice: (line: number, first: number) =>
    `Line ${line}: this product is already on line ${first}. A product can be in a list once.`,
  lineUnknownProduct: (line: number, productId: string) =>
    `Line ${line}: product ${productId} is not in the catalogue.`,
  unknownCompany: (companyId: string) => `Company ${companyId} was not found.`,
} as const;

function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value
  );
}

const day = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isCalendarDate, priceListMessages.invalidDate);

const hasTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

const percent = z
  .number({ error: 'Percentage off must be a number' })
  .min(0, priceListMessages.percentRange)
  .max(PRICE_LIST_MAX_PERCENT, priceListMessages.percentRange)
  .refine(hasTwoDecimals, priceListMessages.twoDecimals);

// The form's boxes hold text: '' is left blank (null), other text is read as a number. A field left
// out of the body is refused: the API says null for no end date or no percentage.
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const numberOrNull = (value: unknown) => {
  const blank = blankToNull(value);
  return typeof blank === 'string' ? Number(blank) : blank;
};

/** POST /api/associate/price-lists and PUT /api/associate/price-lists/:id: Name, Valid from, Valid to, % off everything. */
export const priceListInputSchema = z
  .strictObject({
    name: z
      .string({ error: priceListMessages.nameRequired })
      .trim()
      .min(1, priceListMessages.nameRequired)
      .max(PRICE_LIST_NAME_MAX, priceListMessages.nameTooLong),
    validFrom: day(priceListMessages.validFromRequired),
    validTo: z.preprocess(blankToNull, day('Valid to must be a date or null').nullable()),
    /** A percentage off every product the list has no entry for; null: only its entries. */
    percentOff: z.preprocess(numberOrNull, percent.nullable()),
  })
  .refine((l) => !l.validTo || !l.validFrom || l.validTo >= l.validFrom, {
    message: priceListMessages.validToBeforeFrom,
    path: ['validTo'],
  });
export type PriceListInput = z.input<typeof priceListInputSchema>;
export type PriceListValues = z.infer<typeof priceListInputSchema>;

/** One product's entry: a fixed price or a percentage off the list price (exactly one). */
export const priceListItemInputSchema = z.strictObject({
  productId: z.uuid('Choose a product from the catalogue'),
  fixedPrice: z
    .number({ error: 'Fixed price must be a number' })
    .max(99_999_999, 'Fixed price is too large')
    .nullable()
    .optional(),
  percentOff: z
    .number({ error: 'Percentage off must be a number' })
    .max(1000, 'Percentage off is too large')
    .nullable()
    .optional(),
});
export type PriceListItemInput = z.infer<typeof priceListItemInputSchema>;

/** The line's problem (lines count from 1), or null: the rules each say which line they are about. */
function itemProblem(item: PriceListItemInput, line: number): { field: string; message: string } | null {
  const fixed = item.fixedPrice ?? null;
  const pct = item.percentOff ?? null;
  if ((fixed === null) === (pct === null))
    return { field: 'fixedPrice', message: priceListMessages.lineOneRule(line) };
  if (fixed !== null && fixed < 0)
    return { field: 'fixedPrice', message: priceListMessages.lineNegativePrice(line) };
  if (pct !== null && (pct < 0 || pct > PRICE_LIST_MAX_PERCENT))
    return { field: 'percentOff', message: priceListMessages.linePercentRange(line) };
  const value = fixed ?? pct!;
  if (!hasTwoDecimals(value))
    return {
      field: fixed !== null ? 'fixedPrice' : 'percentOff',
      message: priceListMessages.lineTwoDecimals(line),
    };
  return null;
}

/** PUT /api/associate/price-lists/:id/items: every entry of the list (it replaces them all). */
export const priceListItemsInputSchema = z
  .strictObject({
    items: z
      .array(priceListItemInputSchema, { error: 'Send the list of products' })
      .max(PRICE_LIST_MAX_ITEMS, priceListMessages.tooManyItems),
  })
  .superRefine(({ items }, ctx) => {
    const lineOf = new Map<string, number>();
    items.forEach((item, i) => {
      const problem = itemProblem(item, i + 1);
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem.message, path: ['items', i, problem.field] });
      const first = lineOf.get(item.productId);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: priceListMessages.lineTwice(i + 1, first),
          path: ['items', i, 'productId'],
        });
      else lineOf.set(item.productId, i + 1);
    });
  });
export type PriceListItemsInput = z.infer<typeof priceListItemsInputSchema>;

/** PUT /api/associate/price-lists/:id/assignments: the companies and segments it prices for (all of them). */
export const priceListAssignmentsInputSchema = z.strictObject({
  companyIds: z
    .array(z.uuid('Choose a company from the search'), { error: 'Send the list of companies' })
    .max(1000, 'A price list can be assigned to at most 1,000 companies')
    .refine((ids) => new Set(ids).size === ids.length, 'A company is chosen twice'),
  segments: z
    .array(z.enum(priceListSegments, { error: 'Segment must be Retail, Wholesale or Schools' }), {
      error: 'Send the list of segments',
    })
    .max(priceListSegments.length, 'Choose each segment at most once')
    .refine((s) => new Set(s).size === s.length, 'A segment is chosen twice'),
});
export type PriceListAssignmentsInput = z.infer<typeof priceListAssignmentsInputSchema>;

/** GET /api/associate/price-lists: searched by name, in name order. */
export const priceListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  ...pageQuery({ defaultSize: 25, maxSize: 100 }),
});
export type PriceListQuery = z.input<typeof priceListQuerySchema>;

/** GET /api/associate/price-lists/companies: the companies whose name matches, for the assignment picker. */
export const priceListCompanyQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});
const companyRefSchema = z.object({ id: z.string(), name: z.string() });
export const priceListCompanyListSchema = z.object({ items: z.array(companyRefSchema) });
export type PriceListCompanyList = z.infer<typeof priceListCompanyListSchema>;

const priceListFields = {
  id: z.string(),
  name: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  percentOff: z.number().nullable(),
  /** By the Sydney date of the request. */
  status: z.enum(priceListStatuses),
  companies: z.array(companyRefSchema),
  segments: z.array(z.enum(priceListSegments)),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A row of the list screen: its products counted, whom it is assigned to named. */
export const priceListSummarySchema = z.object({ ...priceListFields, itemCount: z.number().int() });
export type PriceListSummary = z.infer<typeof priceListSummarySchema>;
export const priceListPageSchema = pageOf(priceListSummarySchema);
export type PriceListPage = z.infer<typeof priceListPageSchema>;

/** One product of a list: its list price and the list's price for it (the fixed price, or the percentage off in AUD). */
export const priceListItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  listPrice: z.number(),
  fixedPrice: z.number().nullable(),
  percentOff: z.number().nullable(),
  price: z.number(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

/** GET /api/associate/price-lists/:id (and every write's answer): the list with its products by name. */
export const priceListDetailSchema = z.object({
  ...priceListFields,
  items: z.array(priceListItemSchema),
});
export type PriceListDetail = z.infer<typeof priceListDetailSchema>;

export const priceListRules = ['fixedPrice', 'percentOff'] as const;
export type PriceListRule = (typeof priceListRules)[number];

/**
 * The staff screen's form for one product's entry: a fixed price or a percentage off, and its
 * amount (the box's text). The same limits as the items body; the screen then sends every entry.
 */
export const priceListEntryFormSchema = z
  .object({
    rule: z.enum(priceListRules, { error: 'Choose a fixed price or a percentage off' }),
    amount: z.preprocess(
      numberOrNull,
      z
        .number({ error: 'Enter an amount' })
        .min(0, 'The amount cannot be negative')
        .max(99_999_999, 'The amount is too large')
        .refine(hasTwoDecimals, priceListMessages.twoDecimals),
    ),
  })
  .refine((entry) => entry.rule !== 'percentOff' || entry.amount <= PRICE_LIST_MAX_PERCENT, {
    message: priceListMessages.percentRange,
    path: ['amount'],
  });
export type PriceListEntryForm = z.input<typeof priceListEntryFormSchema>;
