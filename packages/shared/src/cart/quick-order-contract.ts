import { z } from 'zod';
import {
  QUICK_ORDER_LINE_MAX_CHARS,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_TEXT_MAX_CHARS,
} from '../pricing/quick-order.ts';
import { countOf } from '../text/plural.ts';

const chars = new Intl.NumberFormat('en-AU');

/**
 * POST /api/partner/quick-order/check as JSON (docs/product/wholesale-buying.md, "Quick order"): the
 * pasted lines, up to 200,000 characters; a line of more than 1,000 is not a SKU and a quantity.
 */
export const quickOrderCheckSchema = z.strictObject({
  text: z
    .string({ error: 'Paste lines: a SKU and a quantity on each' })
    .max(
      QUICK_ORDER_TEXT_MAX_CHARS,
      `Paste up to ${chars.format(QUICK_ORDER_TEXT_MAX_CHARS)} characters (${QUICK_ORDER_MAX_LINES} lines) at once, or upload a CSV file.`,
    )
    .refine((text) => text.trim() !== '', 'Type or paste at least one line: a SKU and a quantity.')
    .superRefine((text, ctx) => {
      const long = text.split(/\r\n|\r|\n/).findIndex((line) => line.length > QUICK_ORDER_LINE_MAX_CHARS);
      if (long !== -1)
        ctx.addIssue({
          code: 'custom',
          message: `Line ${long + 1} has more than ${chars.format(QUICK_ORDER_LINE_MAX_CHARS)} characters: each line is a SKU and a quantity.`,
        });
    }),
});
export type QuickOrderCheck = z.infer<typeof quickOrderCheckSchema>;

/** The same route as a multipart/form-data upload: one CSV file (field `file`) and no other field. */
export const quickOrderUploadFieldsSchema = z.strictObject({});

/** What each checked line is: ready for the cart, or the problem that keeps it out. */
export const quickOrderStatuses = [
  'ok',
  'invalid',
  'unknown_sku',
  'minimum',
  'pack_size',
  'short_stock',
] as const;
export type QuickOrderStatus = (typeof quickOrderStatuses)[number];

export const quickOrderCheckLineSchema = z.object({
  /** The line's number in the pasted text or the file. */
  line: z.number().int(),
  /** Every line merged into this one (the same SKU typed twice), `line` first. */
  lines: z.array(z.number().int()),
  /** The line as typed, for the box when it needs correcting. */
  input: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int().nullable(),
  status: z.enum(quickOrderStatuses),
  /** The problem ('Unknown SKU', 'Sold in packs of 12. Order 24 or 36.', 'Only 40 in stock'); null when ok. */
  message: z.string().nullable(),
  /** 'Lines 3 and 17 are the same SKU: merged into one line of 36'. */
  note: z.string().nullable(),
  product: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  /** The caller's unit price for this quantity (the one rule), and the list price shown struck through when higher. */
  unitPrice: z.number().nullable(),
  listPrice: z.number().nullable(),
  lineTotal: z.number().nullable(),
  /** Valid quantities to correct to ('Use 24'), nearest first. */
  nearest: z.array(z.number().int()),
});
export type QuickOrderCheckLine = z.infer<typeof quickOrderCheckLineSchema>;

export const quickOrderCheckResultSchema = z.object({
  lines: z.array(quickOrderCheckLineSchema),
  okLines: z.number().int(),
  problemLines: z.number().int(),
  /** What the ok lines come to. */
  subtotal: z.number(),
});
export type QuickOrderCheckResult = z.infer<typeof quickOrderCheckResultSchema>;

/** 'Added 27 lines to your cart. 3 lines need attention.' (docs/product/wholesale-buying.md). */
export function quickOrderAddedMessage(added: number, needAttention: number): string {
  const done = `Added ${countOf(added, { one: 'line', other: 'lines' })} to your cart.`;
  if (needAttention === 0) return done;
  const verb = needAttention === 1 ? 'needs' : 'need';
  return `${done} ${countOf(needAttention, { one: 'line', other: 'lines' })} ${verb} attention.`;
}
