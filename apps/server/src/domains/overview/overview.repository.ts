import { openTicketStatuses } from '@party/shared';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  conversationParticipants,
  messages,
  orders,
  profiles,
  supportTickets,
  users,
} from '../../db/schema/index.ts';

export interface PartnerOverviewRow {
  pendingOrders: number;
  openTickets: number;
  unreadMessages: number;
  loyaltyPoints: number;
}

/**
 * The partner's open items and loyalty points in one query: four scalar subqueries on the user's
 * row, each served by an index (orders by partner, tickets by submitter, participants by user,
 * unread messages). A read-only summary over other domains' tables, so the sidebar costs one
 * round trip per refresh.
 */
export async function findPartnerOverview(tx: Tx, userId: string): Promise<PartnerOverviewRow | null> {
  const pendingOrders = tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.partnerId, userId), eq(orders.status, 'pending')));
  const openTickets = tx
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(eq(supportTickets.submitterId, userId), inArray(supportTickets.status, [...openTicketStatuses])),
    );
  // Unread: not read yet and sent by someone else, in a conversation the partner takes part in.
  const unreadMessages = tx
    .select({ n: count() })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(and(isNull(messages.readAt), ne(messages.senderId, userId)));
  const loyaltyPoints = tx
    .select({ points: profiles.loyaltyPoints })
    .from(profiles)
    .where(eq(profiles.id, userId));

  const [row] = await tx
    .select({
      pendingOrders: sql<number>`(${pendingOrders})`.mapWith(Number),
      openTickets: sql<number>`(${openTickets})`.mapWith(Number),
      unreadMessages: sql<number>`(${unreadMessages})`.mapWith(Number),
      loyaltyPoints: sql<number>`coalesce((${loyaltyPoints}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
