import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, profiles, users } from '../../db/schema/index.ts';

export interface PartnerOverviewRow {
  pendingOrders: number;
  loyaltyPoints: number;
}

/**
 * The partner's pending orders and loyalty points in one query: two scalar subqueries on the user's
 * row, each served by an index. Open tickets and unread messages are support's count.
 */
export async function findPartnerOverview(tx: Tx, userId: string): Promise<PartnerOverviewRow | null> {
  const pendingOrders = tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.partnerId, userId), eq(orders.status, 'pending')));
  const loyaltyPoints = tx
    .select({ points: profiles.loyaltyPoints })
    .from(profiles)
    .where(eq(profiles.id, userId));

  const [row] = await tx
    .select({
      pendingOrders: sql<number>`(${pendingOrders})`.mapWith(Number),
      loyaltyPoints: sql<number>`coalesce((${loyaltyPoints}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
