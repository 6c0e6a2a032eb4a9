import { randomUUID } from 'node:crypto';
import { orderNumberOf } from '@party/shared';
import { deliveryMethods, orderItems, orders } from '../db/schema/index.ts';
import { recordAudit } from '../domains/audit/record-audit.ts';
import {
  insertInChunks,
  type Partner,
  type Person,
  type SeedContext,
  type SeededProduct,
} from './context.ts';
import { daysAgo, money } from './random.ts';

type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface SeededOrder {
  id: string;
  partnerId: string;
  status: OrderStatus;
  createdAt: Date;
  totalCents: number;
  paymentMethod: 'account' | 'invoice';
  lines: { productId: string; quantity: number; priceCents: number }[];
}

const methods = [
  {
    name: 'Standard Delivery',
    description: 'Australia-wide by Australia Post or StarTrack.',
    estimatedDays: '3-5 business days',
    cents: 1495,
    sortOrder: 1,
    isActive: true,
  },
  {
    name: 'Express Delivery',
    description: 'Priority freight to all capital cities and most regional centres.',
    estimatedDays: '1-2 business days',
    cents: 2995,
    sortOrder: 2,
    isActive: true,
  },
  {
    name: 'Same-Day Metro',
    description:
      'Sydney, Melbourne, Brisbane, Perth and Adelaide metro areas; order before 2 PM on a business day.',
    estimatedDays: 'Same day',
    cents: 3995,
    sortOrder: 3,
    isActive: true,
  },
  {
    name: 'Click & Collect',
    description: 'Collect from our Sydney (Lidcombe) or Melbourne (Braeside) warehouse.',
    estimatedDays: 'Ready in 2 hours',
    cents: 0,
    sortOrder: 4,
    isActive: true,
  },
  {
    name: 'Pallet Freight',
    description: 'Bulk orders on a pallet with tail-lift delivery.',
    estimatedDays: '5-7 business days',
    cents: 8900,
    sortOrder: 5,
    isActive: false,
  },
];

/** [status, days ago] per order; the demo partner's list covers every tab of Track Orders. */
const demoPartnerPlan: [OrderStatus, number][] = [
  ['delivered', 170],
  ['delivered', 140],
  ['cancelled', 118],
  ['delivered', 96],
  ['delivered', 71],
  ['delivered', 44],
  ['delivered', 23],
  ['shipped', 6],
  ['shipped', 3],
  ['processing', 4],
  ['processing', 2],
  ['processing', 1],
  ['pending', 1],
  ['pending', 0.2],
];
const otherPlan: [OrderStatus, number][] = [
  ['delivered', 150],
  ['delivered', 88],
  ['delivered', 35],
  ['cancelled', 20],
  ['shipped', 5],
  ['processing', 2],
  ['pending', 0.5],
];
const notes = [
  'Please deliver to the loading dock at the rear.',
  'Call 30 minutes before arrival.',
  'Event on Saturday: must arrive by Friday.',
  null,
  null,
  null,
];

export async function seedOrders(
  ctx: SeedContext,
  partners: Partner[],
  products: SeededProduct[],
  staff: Person,
) {
  const { tx, rng, now } = ctx;
  const methodRows = methods.map((m) => ({ id: randomUUID(), ...m, baseCost: money(m.cents) }));
  await tx.insert(deliveryMethods).values(methodRows.map(({ cents: _c, ...m }) => m));
  const active = methodRows.filter((m) => m.isActive);

  const seeded: SeededOrder[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const orderingPartners = partners.filter((p) => !p.company.includes('P&F'));
  for (const [pi, partner] of orderingPartners.entries()) {
    const plan = pi === 0 ? demoPartnerPlan : otherPlan.filter((_, i) => (i + pi) % 3 !== 0 || i < 3);
    const onAccount = pi === 0 || pi === 1 || pi === 5;
    for (const [oi, [status, age]] of plan.entries()) {
      const id = randomUUID();
      const createdAt = daysAgo(now, age + rng.next() * 0.5, rng.int(0, 7));
      const lines = rng.sample(products, rng.int(1, 4)).map((p) => ({
        productId: p.id,
        productName: p.name,
        quantity: p.priceCents > 5000 ? rng.int(1, 3) : rng.pick([2, 4, 5, 6, 10, 12, 20, 24, 30, 40]),
        priceCents: p.priceCents,
      }));
      const goods = lines.reduce((sum, l) => sum + l.quantity * l.priceCents, 0);
      const firstOrder = oi === 0;
      const discount = firstOrder ? Math.round(goods * 0.2) : 0;
      const method = rng.pick(active);
      const total = goods - discount + method.cents;
      const paymentMethod = onAccount ? 'account' : 'invoice';
      const sentAt =
        status === 'shipped' || status === 'delivered' ? daysAgo(now, Math.max(age - 1, 0.1)) : null;
      orderRows.push({
        id,
        partnerId: partner.id,
        companyId: partner.companyId,
        status,
        totalAmount: money(total),
        deliveryCost: money(method.cents),
        discountAmount: money(discount),
        promoCode: firstOrder ? 'PARTY20' : null,
        deliveryMethodId: method.id,
        paymentMethod,
        shippingName: partner.name,
        shippingAddress: partner.street,
        shippingCity: partner.city,
        shippingState: partner.state,
        shippingPostalCode: partner.postcode,
        deliveryNotes: rng.pick(notes),
        carrier: sentAt ? rng.pick(['Australia Post', 'StarTrack', 'Couriers Please']) : null,
        trackingNumber: sentAt ? `PC${rng.int(100000000, 999999999)}AU` : null,
        shippedAt: sentAt,
        deliveredAt: status === 'delivered' ? daysAgo(now, Math.max(age - 4, 0.5)) : null,
        cancelledAt: status === 'cancelled' ? daysAgo(now, age - 0.5) : null,
        createdAt,
        updatedAt: status === 'pending' ? createdAt : daysAgo(now, Math.max(age - 1, 0)),
      });
      for (const l of lines)
        itemRows.push({
          orderId: id,
          productId: l.productId,
          productName: l.productName,
          quantity: l.quantity,
          pricePerUnit: money(l.priceCents),
          createdAt,
        });
      seeded.push({ id, partnerId: partner.id, status, createdAt, totalCents: total, paymentMethod, lines });
    }
  }
  await insertInChunks(orderRows, (chunk) => tx.insert(orders).values(chunk));
  await insertInChunks(itemRows, (chunk) => tx.insert(orderItems).values(chunk));
  // Every status change is audited (old and new status), through the one audit writer.
  const changed = seeded.filter((o) => o.status !== 'pending');
  const change = (o: (typeof seeded)[number]) => ({
    action: 'order.status_changed' as const,
    entity: { id: o.id, label: orderNumberOf(o.id) },
    oldValues: { status: o.status === 'cancelled' || o.status === 'processing' ? 'pending' : 'processing' },
    newValues: { status: o.status },
    at: o.createdAt,
  });
  await recordAudit(tx, { userId: staff.id }, ...changed.filter((o) => o.status !== 'cancelled').map(change));
  // A partner cancels their own order.
  const cancelledBy = new Map<string, typeof changed>();
  for (const o of changed.filter((o) => o.status === 'cancelled'))
    cancelledBy.set(o.partnerId, [...(cancelledBy.get(o.partnerId) ?? []), o]);
  for (const [partnerId, cancelled] of cancelledBy)
    await recordAudit(tx, { userId: partnerId }, ...cancelled.map(change));
  return { orders: seeded, deliveryMethods: methodRows };
}
