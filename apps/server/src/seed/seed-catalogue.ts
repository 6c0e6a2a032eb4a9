import { randomUUID } from 'node:crypto';
import { productPriceHistory, products } from '../db/schema/index.ts';
import { insertInChunks, type Person, type SeedContext, type SeededProduct } from './context.ts';
import { writeProductPictures } from './pictures/render.ts';
import { demoCatalogue } from './products/index.ts';
import { daysAgo, money } from './random.ts';

/** Stock that tells a story: most lines healthy, some at or under the low-stock level, a few sold out. */
function stockFor(index: number, ctx: SeedContext): number {
  if (index % 23 === 7) return 0;
  if (index % 13 === 4) return ctx.rng.int(2, 10);
  return ctx.rng.int(25, 650);
}

/** SKU prefixes by category: 'BAL-0007' reads as the seventh balloon line (docs/product/wholesale-buying.md). */
const skuPrefix: Record<string, string> = {
  balloons: 'BAL',
  decorations: 'DEC',
  tableware: 'TBL',
  'party-essentials': 'ESS',
  'cake-supplies': 'CAK',
};

/** The 135-line catalogue, a generated picture for each product, and some price changes. */
export async function seedCatalogue(ctx: SeedContext, productManager: Person): Promise<SeededProduct[]> {
  const catalogue = demoCatalogue();
  const pictures = await writeProductPictures(ctx.dataDir, catalogue);
  const lineInCategory = new Map<string, number>();
  const rows = catalogue.map((entry, index) => {
    const createdAt = daysAgo(ctx.now, ctx.rng.int(200, 380));
    const line = (lineInCategory.get(entry.category) ?? 0) + 1;
    lineInCategory.set(entry.category, line);
    return {
      id: randomUUID(),
      sku: `${skuPrefix[entry.category]}-${String(line).padStart(4, '0')}`,
      name: entry.name,
      slug: entry.slug,
      description: entry.description,
      price: money(entry.priceCents),
      cost: money(entry.costCents),
      category: entry.category,
      themes: entry.themes,
      imageUrl: pictures.get(entry.slug) ?? null,
      stockQuantity: stockFor(index, ctx),
      isFeatured: entry.isFeatured,
      features: entry.features,
      createdAt,
      updatedAt: daysAgo(ctx.now, ctx.rng.int(1, 60)),
    };
  });
  await insertInChunks(rows, (chunk) => ctx.tx.insert(products).values(chunk));

  // Every 8th product had a price change: previous price 5–15 % lower, cost moved with it.
  const repriced = rows.filter((_, i) => i % 8 === 3);
  await ctx.tx.insert(productPriceHistory).values(
    repriced.map((p) => {
      const newCents = Math.round(Number(p.price) * 100);
      const factor = 1 - ctx.rng.int(5, 15) / 100;
      return {
        productId: p.id,
        previousPrice: money(Math.round(newCents * factor)),
        newPrice: p.price,
        previousCost: money(Math.round(Number(p.cost) * 100 * factor)),
        newCost: p.cost,
        changedAt: daysAgo(ctx.now, ctx.rng.int(20, 120)),
        changedBy: productManager.id,
      };
    }),
  );

  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    category: r.category,
    priceCents: catalogue[i]?.priceCents ?? 0,
    costCents: catalogue[i]?.costCents ?? 0,
    stock: r.stockQuantity,
  }));
}
