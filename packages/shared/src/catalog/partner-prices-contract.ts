import { z } from 'zod';

// Apart from the catalogue's contract: the storefront's first screens never load it.

/** The most products one shop page asks prices for. */
export const PARTNER_PRICES_MAX_IDS = 60;

/** GET /api/partner/product-prices?ids=a,b: the partner's prices of a shop page's products. */
export const partnerPricesQuerySchema = z.object({
  ids: z
    .string()
    .max(PARTNER_PRICES_MAX_IDS * 37, 'Too many products')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.string().uuid('Each id must be a product id'))
        .min(1, 'Name at least one product')
        .max(PARTNER_PRICES_MAX_IDS, `At most ${PARTNER_PRICES_MAX_IDS} products at once`),
    ),
});

export const partnerPricesSchema = z.object({
  items: z.array(z.object({ productId: z.string(), price: z.number(), listPrice: z.number() })),
});
export type PartnerPrices = z.infer<typeof partnerPricesSchema>;
