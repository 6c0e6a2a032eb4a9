import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { monthSpendOf } from '../../db/sales.ts';
import { deliveryMethods, orders, users } from '../../db/schema/index.ts';
import { withOrderSales } from './sales-roll-up.repository.ts';

/** What counts toward a member's monthly limit, in cents (db/sales.ts `monthSpendOf`). */
export async function findMonthSpendCents(tx: Tx, partnerId: string): Promise<number> {
  const [row] = await tx
    .execute(sql`select ${monthSpendOf(sql`${partnerId}::uuid`)} * 100 as cents`)
    .then((result) => (result as unknown as { rows: { cents: string }[] }).rows);
  return Math.round(Number(row?.cents ?? 0));
}

const decider = alias(users, 'decider');

function selectApprovals(tx: Tx) {
  return tx
    .select({
      order: orders,
      placedBy: { id: users.id, name: users.name, email: users.email },
      decidedByName: decider.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.partnerId))
    .leftJoin(decider, eq(decider.id, orders.decidedBy));
}

export type ApprovalRow = Awaited<ReturnType<typeof findCompanyApprovals>>[number];

/** The company's orders that needed approval: awaiting (oldest first) or decided (newest first). */
export async function findCompanyApprovals(tx: Tx, companyId: string, tab: 'awaiting' | 'decided') {
  const awaiting = tab === 'awaiting';
  return selectApprovals(tx)
    .where(
      and(
        eq(orders.companyId, companyId),
        isNotNull(orders.approvalStatus),
        awaiting ? eq(orders.status, 'awaiting_approval') : sql`${orders.status} <> 'awaiting_approval'`,
      ),
    )
    .orderBy(awaiting ? orders.createdAt : desc(orders.decidedAt), desc(orders.id))
    .limit(200);
}

/** Orders whose 72 hours ran out, locked, skipping any an approver is deciding right now. */
export async function lockExpiredApprovals(tx: Tx, limit: number) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_approval'), sql`${orders.approvalExpiresAt} <= now()`))
    .orderBy(orders.approvalExpiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markDecided(
  tx: Tx,
  id: string,
  decision: {
    status: 'pending' | 'cancelled';
    approvalStatus: 'approved' | 'rejected' | 'expired';
    decidedBy: string | null;
    rejectionReason?: string | null;
  },
) {
  await withOrderSales(tx, id, () =>
    tx
      .update(orders)
      .set({
        status: decision.status,
        approvalStatus: decision.approvalStatus,
        decidedBy: decision.decidedBy,
        decidedAt: sql`now()`,
        rejectionReason: decision.rejectionReason ?? null,
        cancelledAt: decision.status === 'cancelled' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id)),
  );
}

/** The buyer of an order, for the messages about it. */
export async function findPerson(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** The order's delivery method as the confirmation email names it (offered or not any more). */
export async function findOrderMethod(tx: Tx, methodId: string | null) {
  if (!methodId) return { name: 'Delivery', estimatedDays: '' };
  const [row] = await tx
    .select({ name: deliveryMethods.name, estimatedDays: deliveryMethods.estimatedDays })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, methodId));
  return row ?? { name: 'Delivery', estimatedDays: '' };
}
