import type { DeskTicket } from '@party/shared';
import type { DeskTicketRow } from './desk-tickets.repository.ts';
import { toTicket } from './to-support.ts';

export function toDeskTicket(row: DeskTicketRow): DeskTicket {
  const {
    submitterId,
    submitterName,
    submitterEmail,
    assigneeId,
    assigneeName,
    resolvedAt,
    resolutionNotes,
    ...ticket
  } = row;
  return {
    ...toTicket(ticket),
    assigneeId,
    assigneeName: assigneeId ? (assigneeName ?? 'Unknown User') : null,
    resolvedAt: resolvedAt?.toISOString() ?? null,
    resolutionNotes,
    submitter: { id: submitterId, name: submitterName, email: submitterEmail },
  };
}
