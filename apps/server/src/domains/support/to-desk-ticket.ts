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
    companyId,
    companyName,
    ...ticket
  } = row;
  const submitter = { id: submitterId, name: submitterName, email: submitterEmail };
  return {
    ...toTicket(ticket),
    assigneeId,
    assigneeName: assigneeId ? (assigneeName ?? 'Unknown User') : null,
    resolvedAt: resolvedAt?.toISOString() ?? null,
    resolutionNotes,
    submitter,
    // docs/product/company-accounts.md, What staff see: the company and the member who opened it.
    company: companyId && companyName !== null ? { id: companyId, name: companyName } : null,
    placedBy: submitter,
  };
}
