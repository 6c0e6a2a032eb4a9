import { randomUUID } from 'node:crypto';
import { amountOf, percentOffCents } from '@party/shared';
import { eq, inArray } from 'drizzle-orm';
import {
  companies,
  priceListAssignments,
  priceListItems,
  priceLists,
  productPriceTiers,
  products,
} from '../db/schema/index.ts';
import { openCompany } from '../domains/companies/open-company.ts';
import type { SeedContext, SeededProduct } from './context.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';
import { daysAgo } from './random.ts';
import { insertSignInPartners } from './seed-sign-in-users.ts';

/**
 * How some lines sell in bulk (docs/product/wholesale-buying.md): a carton (pack size), a minimum,
 * and quantity breaks as a share off the list price, for every variant of the line (a name's start).
 * Chosen among lines no other demo story counts.
 */
const bulkLines: { name: string; packSize: number; minOrderQty: number; breaks: [number, number][] }[] = [
  {
    name: 'Chrome Balloons 30cm (Pack of 25)',
    packSize: 1,
    minOrderQty: 1,
    breaks: [
      [12, 10],
      [48, 20],
    ],
  },
  {
    name: 'Lunch Napkins 33cm (Pack of 40)',
    packSize: 10,
    minOrderQty: 10,
    breaks: [
      [50, 10],
      [100, 18],
    ],
  },
  {
    name: 'Paper Cups 270ml (Pack of 20)',
    packSize: 12,
    minOrderQty: 24,
    breaks: [
      [48, 8],
      [96, 15],
    ],
  },
  {
    name: 'Party Hats (Pack of 12)',
    packSize: 1,
    minOrderQty: 1,
    breaks: [
      [12, 10],
      [48, 18],
    ],
  },
  {
    name: 'Cupcake Cases (Pack of 100)',
    packSize: 5,
    minOrderQty: 5,
    breaks: [
      [20, 10],
      [50, 15],
    ],
  },
  {
    name: 'Glow Sticks (Tube of 100)',
    packSize: 1,
    minOrderQty: 1,
    breaks: [
      [10, 8],
      [25, 15],
    ],
  },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Wholesale prices in the demo store: tiered and carton-sold lines; a Schools price list (10% off
 * everything, some lines lower) with a school that buys at it (DEMO_SCHOOL, who can sign in); and
 * Harbour Events Co.'s contract prices on five lines.
 */
export async function seedWholesalePricing(
  ctx: SeedContext,
  seeded: SeededProduct[],
  passwordHash: string,
  productManagerId: string,
): Promise<void> {
  const { tx, now } = ctx;
  for (const line of bulkLines)
    for (const product of seeded.filter((p) => p.name.startsWith(line.name))) {
      await tx
        .update(products)
        .set({ packSize: line.packSize, minOrderQty: line.minOrderQty })
        .where(eq(products.id, product.id));
      await tx.insert(productPriceTiers).values(
        line.breaks.map(([minQuantity, percent]) => ({
          productId: product.id,
          minQuantity,
          unitPrice: amountOf(percentOffCents(product.priceCents, percent)),
        })),
      );
    }

  const schoolId = randomUUID();
  await insertSignInPartners(
    ctx,
    [{ ...DEMO_SCHOOL, id: schoolId, createdAt: daysAgo(now, 90) }],
    passwordHash,
  );
  await openCompany(tx, {
    ownerId: schoolId,
    name: DEMO_SCHOOL.company,
    abn: DEMO_SCHOOL.abn.replaceAll(' ', ''),
    businessType: 'school',
  });

  const tableware = seeded.filter((p) => p.category === 'tableware').slice(0, 4);
  const schools = randomUUID();
  await tx.insert(priceLists).values({
    id: schools,
    name: 'Schools 2026',
    validFrom: isoDay(daysAgo(now, 300)),
    validTo: null,
    percentOff: '10.00',
    createdBy: productManagerId,
  });
  await tx.insert(priceListItems).values(
    tableware.map((p) => ({
      priceListId: schools,
      productId: p.id,
      fixedPrice: amountOf(percentOffCents(p.priceCents, 20)),
    })),
  );
  await tx.insert(priceListAssignments).values({ priceListId: schools, segment: 'school' });

  const [harbour] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.name, ['Harbour Events Co.']));
  if (!harbour) return;
  const contract = randomUUID();
  await tx.insert(priceLists).values({
    id: contract,
    name: 'Harbour Events contract 2026–27',
    validFrom: isoDay(daysAgo(now, 120)),
    validTo: isoDay(daysAgo(now, -245)),
    percentOff: null,
    createdBy: productManagerId,
  });
  const decorations = seeded.filter((p) => p.category === 'decorations').slice(2, 7);
  await tx.insert(priceListItems).values(
    decorations.map((p, i) =>
      i % 2 === 0
        ? {
            priceListId: contract,
            productId: p.id,
            fixedPrice: amountOf(percentOffCents(p.priceCents, 12)),
          }
        : { priceListId: contract, productId: p.id, percentOff: '15.00' },
    ),
  );
  await tx.insert(priceListAssignments).values({ priceListId: contract, companyId: harbour.id });
}
