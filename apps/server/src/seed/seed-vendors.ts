import { randomUUID } from 'node:crypto';
import { vendorDocuments, vendorProducts, vendors } from '../db/schema/index.ts';
import type { Person, SeedContext, SeededProduct } from './context.ts';
import { demoVendorCompany, extraVendors } from './people-data.ts';
import { daysAgo, daysFromNow, isoDate, money } from './random.ts';
import type { People } from './seed-people.ts';
import { seedPurchasing, type VendorOffer } from './seed-purchasing.ts';

const specifications = [
  'Colour-matched to Pantone reference on request',
  'Packed in cartons of 10',
  'Australian safety standard AS/NZS ISO 8124 tested',
  null,
  null,
];

/** Supplier companies, what each offers, and their purchase orders, shipments, invoices and documents. */
export async function seedVendors(ctx: SeedContext, people: People, products: SeededProduct[]) {
  const { tx, rng, now } = ctx;
  const companies = [
    { user: people.vendor, ...demoVendorCompany, email: people.vendor.email },
    ...extraVendors.map((v, i) => ({ ...v, user: people.vendorUsers[i] as Person })),
  ];
  const vendorRows = companies.map((c, i) => ({
    id: randomUUID(),
    userId: c.user.id,
    companyName: c.companyName,
    contactEmail: c.email,
    contactPhone: c.contactPhone,
    businessAddress: c.businessAddress,
    abn: c.abn,
    capabilities: c.capabilities,
    qualityRating: c.qualityRating,
    isActive: c.isActive,
    paymentTermsDays: c.paymentTermsDays,
    createdAt: daysAgo(now, 320 - i * 40),
  }));
  await tx.insert(vendors).values(vendorRows);

  const offers: VendorOffer[] = [];
  const offerRows = vendorRows.flatMap((vendor, vi) => {
    const company = companies[vi];
    const own = products.filter((p) => company?.categories.includes(p.category));
    // The second supplier also carries some balloons, so a PO can go to either of two vendors.
    const range =
      vi === 1
        ? [
            ...rng.sample(own, 20),
            ...rng.sample(
              products.filter((p) => p.category === 'balloons'),
              6,
            ),
          ]
        : vi === 4
          ? rng.sample(own, 6)
          : own;
    return range.map((product, k) => {
      const vendorCents = Math.round(product.costCents * (0.82 + rng.next() * 0.15));
      const minimumOrderQuantity = rng.pick([1, 5, 10, 20, 50]);
      offers.push({
        vendorId: vendor.id,
        productId: product.id,
        productName: product.name,
        vendorCents,
        minimumOrderQuantity,
      });
      return {
        vendorId: vendor.id,
        productId: product.id,
        vendorPrice: money(vendorCents),
        vendorSku: `${company?.companyName.replace(/[^A-Z]/g, '').slice(0, 3)}-${1001 + k}`,
        minimumOrderQuantity,
        leadTimeDays: rng.pick([3, 5, 7, 7, 10, 14]),
        specifications: rng.pick(specifications),
        qualityNotes: rng.chance(0.2)
          ? 'Batch inspected on arrival; no defects in the last three deliveries.'
          : null,
        isAvailable: rng.chance(0.92),
        createdAt: daysAgo(now, rng.int(60, 280)),
      };
    });
  });
  await tx.insert(vendorProducts).values(offerRows);

  await seedPurchasing(ctx, vendorRows, offers, people);

  const [demoVendor, ...otherVendors] = vendorRows;
  if (!demoVendor) return;
  const doc = (
    vendorId: string,
    name: string,
    type: (typeof vendorDocuments.$inferInsert)['documentType'],
    age: number,
    expiryInDays: number | null,
    verified: boolean,
  ) => ({
    vendorId,
    uploadedBy: vendorRows.find((v) => v.id === vendorId)?.userId ?? null,
    documentName: name,
    documentType: type,
    expiryDate: expiryInDays === null ? null : isoDate(daysFromNow(now, expiryInDays)),
    fileSize: rng.int(180_000, 2_400_000),
    isVerified: verified,
    verifiedAt: verified ? daysAgo(now, age - 1) : null,
    verifiedBy: verified ? people.admin.id : null,
    createdAt: daysAgo(now, age),
  });
  await tx
    .insert(vendorDocuments)
    .values([
      doc(demoVendor.id, 'ABN registration certificate', 'business_license', 300, null, true),
      doc(demoVendor.id, 'Public liability insurance 2025–26', 'insurance_certificate', 200, 21, true),
      doc(demoVendor.id, 'Public liability insurance 2024–25', 'insurance_certificate', 560, -160, true),
      doc(demoVendor.id, 'AS/NZS ISO 8124 toy safety test report', 'quality_certification', 3, 700, false),
      doc(demoVendor.id, 'GST registration confirmation', 'tax_certificate', 290, null, true),
      ...otherVendors.flatMap((v, i) => [
        doc(v.id, 'ABN registration certificate', 'business_license', 250 - i * 30, null, true),
        doc(
          v.id,
          'Product liability insurance',
          'insurance_certificate',
          100 - i * 10,
          240 - i * 60,
          i % 2 === 0,
        ),
      ]),
    ]);
}
