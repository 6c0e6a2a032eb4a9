import { z } from 'zod';
import { centsOf } from '../orders/pricing.ts';
import {
  MIN_ORDER_QTY_MAX,
  nearestMultiples,
  PACK_SIZE_MAX,
  TIER_MAX_QUANTITY,
  TIERS_MAX,
  tierProblems,
} from './quantity-rules.ts';
import { SKU_PATTERN } from './sku.ts';

/**
 * A product's SKU, pack size, minimum order and quantity breaks as staff set them
 * (docs/product/wholesale-buying.md, "Quantity breaks, pack sizes, minimums" and "SKUs"): the product
 * screen's Wholesale dialog, PUT /api/associate/products/:id/quantity-rules and the product CSV.
 */

export const quantityRuleMessages = {
  sku: 'SKU must be up to 32 letters, digits and dashes, starting with a letter or digit',
  packSize: `Pack size must be a whole number from 1 to ${PACK_SIZE_MAX.toLocaleString('en-AU')}`,
  minOrderQty: `Minimum order must be a whole number from 1 to ${MIN_ORDER_QTY_MAX.toLocaleString('en-AU')}`,
  minOrderMultiple: (packSize: number, nearest: number[]) =>
    `The minimum must be a multiple of the pack size (${packSize}): ${nearest.join(' or ')}`,
  tierQuantity: `From quantity must be a whole number from 2 to ${TIER_MAX_QUANTITY.toLocaleString('en-AU')}`,
  tierPrice: 'Unit price must be 0 or more',
  tierCents: 'Unit price must be in dollars and cents',
  tiersMax: `At most ${TIERS_MAX} quantity breaks`,
  skuTaken: (sku: string, productName: string) => `SKU ${sku} is already used by ${productName}`,
} as const;

// Numbers come from the form as text ('' when blank), from CSV as text, or from the API as numbers.
const numberFromText = (v: unknown) => {
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.replaceAll(',', '').trim());
  return v;
};
const isCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(numberFromText, z.number({ error: message }).int(message).min(min, message).max(max, message));

export const quantityTierSchema = z.strictObject({
  minQuantity: wholeNumber(2, TIER_MAX_QUANTITY, quantityRuleMessages.tierQuantity),
  unitPrice: z.preprocess(
    numberFromText,
    z
      .number({ error: quantityRuleMessages.tierPrice })
      .min(0, quantityRuleMessages.tierPrice)
      .max(1_000_000, 'Unit price must be at most 1,000,000')
      .refine(isCents, quantityRuleMessages.tierCents),
  ),
});

export const quantityRulesSchema = z
  .strictObject({
    sku: z
      .string({ error: quantityRuleMessages.sku })
      .trim()
      .toUpperCase()
      .regex(SKU_PATTERN, quantityRuleMessages.sku),
    packSize: wholeNumber(1, PACK_SIZE_MAX, quantityRuleMessages.packSize),
    minOrderQty: wholeNumber(1, MIN_ORDER_QTY_MAX, quantityRuleMessages.minOrderQty),
    tiers: z.array(quantityTierSchema).max(TIERS_MAX, quantityRuleMessages.tiersMax).default([]),
  })
  .superRefine((rules, ctx) => {
    if (rules.minOrderQty % rules.packSize !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['minOrderQty'],
        message: quantityRuleMessages.minOrderMultiple(
          rules.packSize,
          nearestMultiples(rules.minOrderQty, rules.packSize, rules.packSize, MIN_ORDER_QTY_MAX),
        ),
      });
    // The list price is the server's to hold; the rest of the tier rules are checked here already.
    for (const problem of tierProblems(null, tiersInCents(rules.tiers), rules.packSize))
      ctx.addIssue({
        code: 'custom',
        path: ['tiers', problem.index, problem.field],
        message: problem.message,
      });
  });
export type QuantityRules = z.output<typeof quantityRulesSchema>;
export type QuantityRulesFormValues = z.input<typeof quantityRulesSchema>;

/** Tiers in dollars as the shared rules read them, in whole cents. */
export function tiersInCents(tiers: readonly { minQuantity: number; unitPrice: number }[]) {
  return tiers.map((t) => ({ minQuantity: t.minQuantity, unitCents: centsOf(t.unitPrice) }));
}

export const quantityTierViewSchema = z.object({
  minQuantity: z.number().int(),
  unitPrice: z.number(),
});
export type QuantityTier = z.infer<typeof quantityTierViewSchema>;

/** GET and PUT /api/associate/products/:id/quantity-rules: the rules as saved, beside the list price they are below. */
export const quantityRulesViewSchema = z.object({
  sku: z.string(),
  packSize: z.number().int(),
  minOrderQty: z.number().int(),
  tiers: z.array(quantityTierViewSchema),
  listPrice: z.number(),
});
export type QuantityRulesView = z.infer<typeof quantityRulesViewSchema>;
