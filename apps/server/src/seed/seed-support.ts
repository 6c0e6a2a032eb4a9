import { randomUUID } from 'node:crypto';
import { conversationParticipants, conversations, messages, supportTickets } from '../db/schema/index.ts';
import type { Person, SeedContext } from './context.ts';
import { daysAgo } from './random.ts';

export interface TicketSpec {
  key: string;
  submitter: Person;
  assignee: Person | null;
  title: string;
  description: string;
  category: string;
  priority: 'high' | 'medium' | 'low';
  status: 'open' | 'in_progress' | 'pending' | 'resolved' | 'closed';
  ageDays: number;
  /** Staff replies, then the submitter's answers, in the order given; `fromStaff` picks the sender. */
  replies?: { fromStaff: boolean; text: string }[];
  resolutionNotes?: string;
}

interface ChatSpec {
  title: string;
  partner: Person;
  staff: Person;
  lines: { fromStaff: boolean; text: string; ageDays: number; read: boolean }[];
}

/**
 * Tickets as the partner flow creates them: a 'Support: …' conversation, its participants, the
 * submitter's message and the system message naming the ticket number the database assigned.
 * Tickets are inserted oldest first so TCK numbers rise with time. Returns ticket ids by key.
 */
export async function seedSupport(
  ctx: SeedContext,
  specs: TicketSpec[],
  chats: ChatSpec[],
): Promise<Map<string, string>> {
  const { tx, now } = ctx;
  const ordered = [...specs].sort((a, b) => b.ageDays - a.ageDays);
  const conversationRows = ordered.map((s) => {
    const createdAt = daysAgo(now, s.ageDays);
    const replies = s.replies?.length ?? 0;
    const lastMessageAt = new Date(
      createdAt.getTime() + (replies ? 2 + (replies - 1) * 3 : 0.01) * 3_600_000,
    );
    const status = s.status === 'closed' ? ('closed' as const) : ('active' as const);
    return {
      id: randomUUID(),
      title: `Support: ${s.title}`,
      status,
      createdBy: s.submitter.id,
      createdAt,
      updatedAt: lastMessageAt,
      lastMessageAt,
    };
  });
  const chatConversations = chats.map((c) => {
    const first = daysAgo(now, c.lines[0]?.ageDays ?? 1);
    const last = daysAgo(now, c.lines.at(-1)?.ageDays ?? 1);
    return {
      id: randomUUID(),
      title: c.title,
      status: 'active' as const,
      createdBy: c.partner.id,
      createdAt: first,
      updatedAt: last,
      lastMessageAt: last,
    };
  });
  await tx.insert(conversations).values([...conversationRows, ...chatConversations]);

  const ticketRows = await tx
    .insert(supportTickets)
    .values(
      ordered.map((s, i) => {
        const createdAt = daysAgo(now, s.ageDays);
        const done = s.status === 'closed' || s.status === 'resolved';
        return {
          title: s.title,
          description: s.description,
          category: s.category,
          priority: s.priority,
          status: s.status,
          submitterId: s.submitter.id,
          assigneeId: s.assignee?.id ?? null,
          conversationId: conversationRows[i]?.id,
          resolvedAt: done ? daysAgo(now, Math.max(s.ageDays - 2, 0.1)) : null,
          resolutionNotes: done ? (s.resolutionNotes ?? null) : null,
          createdAt,
          updatedAt: daysAgo(now, Math.max(s.ageDays - 1, 0.05)),
        };
      }),
    )
    .returning({ id: supportTickets.id, ticketNumber: supportTickets.ticketNumber });

  const participantRows: (typeof conversationParticipants.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  ordered.forEach((s, i) => {
    const conversationId = conversationRows[i]?.id ?? '';
    const at = (hours: number) => new Date(daysAgo(now, s.ageDays).getTime() + hours * 3_600_000);
    participantRows.push({ conversationId, userId: s.submitter.id, lastReadAt: at(2), joinedAt: at(0) });
    if (s.assignee)
      participantRows.push({ conversationId, userId: s.assignee.id, lastReadAt: at(3), joinedAt: at(1) });
    messageRows.push(
      {
        conversationId,
        senderId: s.submitter.id,
        receiverId: s.assignee?.id ?? null,
        content: s.description,
        createdAt: at(0),
        readAt: at(1),
      },
      {
        conversationId,
        senderId: s.submitter.id,
        content: `Ticket #${ticketRows[i]?.ticketNumber} has been created. Our support team will respond shortly.`,
        isSystemMessage: true,
        createdAt: at(0.01),
        readAt: at(1),
      },
    );
    (s.replies ?? []).forEach((r, k) => {
      const from = r.fromStaff ? s.assignee : s.submitter;
      const to = r.fromStaff ? s.submitter : s.assignee;
      // The last staff reply on an open ticket is still unread by the partner.
      const unread = r.fromStaff && k === (s.replies?.length ?? 0) - 1 && s.status !== 'closed';
      messageRows.push({
        conversationId,
        senderId: from?.id ?? null,
        receiverId: to?.id ?? null,
        content: r.text,
        createdAt: at(2 + k * 3),
        readAt: unread ? null : at(3 + k * 3),
      });
    });
  });
  chats.forEach((c, i) => {
    const conversationId = chatConversations[i]?.id ?? '';
    participantRows.push({ conversationId, userId: c.partner.id }, { conversationId, userId: c.staff.id });
    for (const line of c.lines) {
      const createdAt = daysAgo(now, line.ageDays);
      messageRows.push({
        conversationId,
        senderId: line.fromStaff ? c.staff.id : c.partner.id,
        receiverId: line.fromStaff ? c.partner.id : c.staff.id,
        content: line.text,
        createdAt,
        readAt: line.read ? new Date(createdAt.getTime() + 600_000) : null,
      });
    }
  });
  await tx.insert(conversationParticipants).values(participantRows);
  await tx.insert(messages).values(messageRows);
  return new Map(ordered.map((s, i) => [s.key, ticketRows[i]?.id ?? '']));
}
