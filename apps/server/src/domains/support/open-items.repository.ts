import { openTicketStatuses } from '@party/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conversationParticipants, messages, supportTickets } from '../../db/schema/index.ts';
import type { CompanyScope } from '../../lib/row-policy.ts';
import { ticketsOf } from './tickets.repository.ts';

/**
 * Tickets not yet resolved or closed (those the scope reaches, else the user's own), and others'
 * unread messages in the user's conversations.
 */
export async function countOpenItems(tx: Tx, userId: string, scope?: CompanyScope) {
  const [tickets] = await tx
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(
        scope ? ticketsOf(scope) : eq(supportTickets.submitterId, userId),
        inArray(supportTickets.status, [...openTicketStatuses]),
      ),
    );
  const [unread] = await tx
    .select({ n: count() })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(and(isNull(messages.readAt), sql`${messages.senderId} is distinct from ${userId}`));
  return { openTickets: tickets?.n ?? 0, unreadMessages: unread?.n ?? 0 };
}
