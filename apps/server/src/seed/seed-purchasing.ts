import { randomUUID } from 'node:crypto';
import { purchaseOrderItems, purchaseOrders, shipments, vendorPayments } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { daysAgo, daysFromNow, isoDate, money } from './random.ts';
import type { People } from './seed-people.ts';

export interface VendorOffer {
  vendorId: string;
  productId: string;
  productName: string;
  vendorCents: number;
  minimumOrderQuantity: number;
}

type PoStatus = 'pending' | 'accepted' | 'rejected' | 'completed';
type ShipStatus = 'preparing' | 'shipped' | 'in_transit' | 'delivered';
type PayStatus = 'pending' | 'processing' | 'paid';
/** [PO status, days ago, shipment status, payment status] */
type Plan = [PoStatus, number, ShipStatus?, PayStatus?];

// The demo vendor sees every state: two waiting for a response, shipments at each stage,
// an overdue invoice (delivered 50 days ago on 30-day terms, still pending) and completed POs.
const demoVendorPlan: Plan[] = [
  ['completed', 95, 'delivered', 'paid'],
  ['completed', 60, 'delivered', 'paid'],
  ['accepted', 50, 'delivered', 'pending'],
  ['rejected', 30],
  ['accepted', 25, 'in_transit', 'processing'],
  ['accepted', 12, 'shipped', 'pending'],
  ['accepted', 6, 'preparing', 'pending'],
  ['pending', 3],
  ['pending', 1],
];
const otherVendorPlan: Plan[] = [
  ['completed', 80, 'delivered', 'paid'],
  ['accepted', 9, 'shipped', 'pending'],
  ['pending', 2],
];

export async function seedPurchasing(
  ctx: SeedContext,
  vendorRows: { id: string; paymentTermsDays: number; isActive: boolean }[],
  offers: VendorOffer[],
  people: People,
) {
  const { tx, rng, now } = ctx;
  const pos: (typeof purchaseOrders.$inferInsert & {
    id: string;
    createdAt: Date;
    plan: Plan;
    terms: number;
  })[] = [];
  const items: (typeof purchaseOrderItems.$inferInsert)[] = [];
  vendorRows.forEach((vendor, vi) => {
    const plans =
      vi === 0
        ? demoVendorPlan
        : vendor.isActive
          ? otherVendorPlan.slice(0, 3 - (vi % 2))
          : [otherVendorPlan[0] as Plan];
    const mine = offers.filter((o) => o.vendorId === vendor.id);
    for (const plan of plans) {
      const [status, age] = plan;
      const id = randomUUID();
      const lines = rng.sample(mine, rng.int(1, 4)).map((o) => ({
        ...o,
        quantity: Math.max(o.minimumOrderQuantity, rng.pick([50, 100, 150, 200, 300])),
      }));
      const total = lines.reduce((s, l) => s + l.quantity * l.vendorCents, 0);
      const createdAt = daysAgo(now, age);
      const acceptedAt = status === 'accepted' || status === 'completed' ? daysAgo(now, age - 1) : null;
      pos.push({
        id,
        vendorId: vendor.id,
        createdBy: people.products.id,
        status,
        totalAmount: money(total),
        requestedDeliveryDate: isoDate(daysFromNow(createdAt, 14)),
        estimatedDeliveryDate: acceptedAt ? isoDate(daysFromNow(createdAt, rng.int(7, 14))) : null,
        notes: rng.pick([
          'Restock ahead of the wedding season.',
          'Low stock: please prioritise.',
          'Deliver to Lidcombe warehouse, dock 3.',
        ]),
        vendorNotes:
          status === 'rejected'
            ? 'Cannot fill this quantity before the requested date.'
            : acceptedAt
              ? 'Confirmed. Will dispatch as scheduled.'
              : null,
        acceptedAt,
        rejectedAt: status === 'rejected' ? daysAgo(now, age - 1) : null,
        rejectionReason:
          status === 'rejected' ? 'Cannot fill this quantity before the requested date.' : null,
        completedAt: status === 'completed' ? daysAgo(now, age - 20) : null,
        createdAt,
        updatedAt: daysAgo(now, Math.max(age - 2, 0.1)),
        plan,
        terms: vendor.paymentTermsDays,
      });
      for (const l of lines)
        items.push({
          purchaseOrderId: id,
          productId: l.productId,
          productName: l.productName,
          quantity: l.quantity,
          unitPrice: money(l.vendorCents),
          createdAt,
        });
    }
  });
  // Oldest first, so PO and invoice numbers rise with time.
  pos.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await tx.insert(purchaseOrders).values(pos.map(({ plan: _p, terms: _t, ...po }) => po));
  await tx.insert(purchaseOrderItems).values(items);

  const opened = pos.filter((po) => po.plan[2]);
  await tx.insert(shipments).values(
    opened.map((po) => {
      const [, age, ship] = po.plan;
      const sent = ship !== 'preparing';
      return {
        vendorId: po.vendorId,
        purchaseOrderId: po.id,
        trackingNumber: sent ? `${rng.pick(['ST', 'TL', 'TN'])}${rng.int(10_000_000, 99_999_999)}` : null,
        carrier: sent ? rng.pick(['StarTrack', 'Toll', 'TNT']) : null,
        status: ship ?? 'preparing',
        notes: ship === 'delivered' ? 'Signed for at Lidcombe dock.' : null,
        shippedDate: sent ? daysAgo(now, age - 3) : null,
        estimatedDeliveryDate: po.estimatedDeliveryDate,
        deliveredAt: ship === 'delivered' ? daysAgo(now, age - 8) : null,
        createdAt: po.acceptedAt ?? po.createdAt,
        updatedAt: daysAgo(now, Math.max(age - 3, 0.1)),
      };
    }),
  );
  await tx.insert(vendorPayments).values(
    opened.map((po) => {
      const [, age, , pay] = po.plan;
      const accepted = po.acceptedAt ?? po.createdAt;
      return {
        vendorId: po.vendorId,
        purchaseOrderId: po.id,
        amount: po.totalAmount ?? '0.00',
        status: pay ?? 'pending',
        dueDate: isoDate(daysFromNow(accepted, po.terms)),
        paidDate: pay === 'paid' ? isoDate(daysAgo(now, age - po.terms + 2)) : null,
        paymentMethod: pay === 'paid' || pay === 'processing' ? 'bank_transfer' : null,
        paymentReference: pay === 'paid' ? `EFT-${po.id.slice(0, 8).toUpperCase()}` : null,
        notes: pay === 'processing' ? 'Scheduled in this week’s payment run.' : null,
        createdAt: accepted,
      };
    }),
  );
}
