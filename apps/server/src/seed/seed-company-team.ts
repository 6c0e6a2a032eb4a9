import { randomUUID } from 'node:crypto';
import { companyMembers, orderItems, orders } from '../db/schema/index.ts';
import type { Partner, SeedContext, SeededProduct } from './context.ts';
import { DEMO_COMPANY_MEMBERS } from './demo-accounts.ts';
import { daysAgo } from './random.ts';
import { insertSignInPartners } from './seed-sign-in-users.ts';

const HOUR_MS = 3_600_000;

/**
 * Confetti & Co. Events as a team (docs/product/company-accounts.md): its admin, a buyer with limits
 * ($500 an order, $2,000 a month), an approver and a viewer, each able to sign in; and two of the
 * buyer's orders that went over the order limit: one awaiting approval now, one rejected last week.
 */
export async function seedCompanyTeam(
  ctx: SeedContext,
  owner: Partner,
  passwordHash: string,
  products: SeededProduct[],
): Promise<void> {
  const { tx, now } = ctx;
  const team = DEMO_COMPANY_MEMBERS.map((m, i) => ({
    ...m,
    id: randomUUID(),
    createdAt: daysAgo(now, 120 - i * 20),
  }));
  await insertSignInPartners(ctx, team, passwordHash);
  await tx.insert(companyMembers).values(
    team.map((m) => ({
      userId: m.id,
      companyId: owner.companyId,
      role: m.role,
      orderLimit: m.orderLimit,
      monthlyLimit: m.monthlyLimit,
      invitedBy: owner.id,
      joinedAt: m.createdAt,
    })),
  );
  const buyer = team.find((m) => m.role === 'buyer')!;
  const approver = team.find((m) => m.role === 'approver')!;
  await seedBuyerApprovals(ctx, { owner, buyerId: buyer.id, approverId: approver.id, products });
}

/** The buyer's two orders over their $500 order limit: one waiting, one rejected by the approver. */
async function seedBuyerApprovals(
  ctx: SeedContext,
  team: { owner: Partner; buyerId: string; approverId: string; products: SeededProduct[] },
): Promise<void> {
  const { tx, now } = ctx;
  const [first, second] = team.products.filter((p) => p.priceCents >= 2500 && p.priceCents <= 6000);
  if (!first || !second) return;
  const shipTo = {
    shippingName: 'Confetti & Co. Receiving',
    shippingAddress: 'Unit 7, 31 Carter Street',
    shippingCity: 'Lidcombe',
    shippingState: 'NSW',
    shippingPostalCode: '2141',
  };
  const plan = [
    { product: first, quantity: 24, placed: new Date(now.getTime() - 10 * HOUR_MS), decision: null },
    { product: second, quantity: 30, placed: daysAgo(now, 6), decision: 'rejected' as const },
  ];
  for (const o of plan) {
    const id = randomUUID();
    const totalCents = o.product.priceCents * o.quantity + 1495;
    const rejected = o.decision === 'rejected';
    await tx.insert(orders).values({
      id,
      partnerId: team.buyerId,
      companyId: team.owner.companyId,
      status: rejected ? 'cancelled' : 'awaiting_approval',
      totalAmount: (totalCents / 100).toFixed(2),
      deliveryCost: '14.95',
      paymentMethod: 'invoice',
      ...shipTo,
      approvalStatus: rejected ? 'rejected' : 'awaiting',
      approvalReason: 'order_limit',
      approvalLimit: '500.00',
      approvalExpiresAt: new Date(o.placed.getTime() + 72 * HOUR_MS),
      decidedBy: rejected ? team.approverId : null,
      decidedAt: rejected ? new Date(o.placed.getTime() + 20 * HOUR_MS) : null,
      cancelledAt: rejected ? new Date(o.placed.getTime() + 20 * HOUR_MS) : null,
      rejectionReason: rejected
        ? 'We already have enough of these for the spring events. Order half next month.'
        : null,
      createdAt: o.placed,
      updatedAt: o.placed,
    });
    await tx.insert(orderItems).values({
      orderId: id,
      productId: o.product.id,
      productName: o.product.name,
      quantity: o.quantity,
      pricePerUnit: (o.product.priceCents / 100).toFixed(2),
    });
  }
}
