import type { Principal } from '@party/shared';
import {
  allRows,
  companyRows,
  isAssociate,
  isPartner,
  noRows,
  ownRows,
  type RowScope,
} from '../../lib/row-policy.ts';

export const supportActions = [
  'list-conversations',
  'read-conversation',
  'mark-read',
  'send-message',
  'list-tickets',
  'open-ticket',
  'read-desk',
  'reply-as-staff',
  'work-ticket',
] as const;
export type SupportAction = (typeof supportActions)[number];

/** What the policy knows of one conversation: whether the caller takes part in it. */
export interface ConversationFacts {
  participant: boolean;
}

/**
 * Who may see and change which support rows. A partner's tickets are their company's: owners and
 * admins see every one of it, other members those they opened (docs/product/company-accounts.md,
 * Roles: "Open tickets; see all company tickets"); chats stay the person's (by participation); the support desk (every associate) reads every ticket and
 * conversation (partners' chats not tied to a ticket included, as with tickets: one shared desk),
 * marks a chat's partner messages read, answers any of them as staff, and opens, takes and updates tickets ('work-ticket'). Sending as a participant needs participation,
 * even for the desk, whose voice is the staff reply.
 */
export function supportScope(principal: Principal, action: SupportAction): RowScope {
  switch (action) {
    case 'read-desk':
    case 'reply-as-staff':
    case 'work-ticket':
      return isAssociate(principal) ? allRows : noRows;
    case 'read-conversation':
      return isAssociate(principal) ? allRows : isPartner(principal) ? ownRows(principal) : noRows;
    case 'list-tickets':
      return isPartner(principal)
        ? companyRows(principal, { onlyMine: !seesCompanyTickets(principal) })
        : noRows;
    case 'open-ticket':
      return isPartner(principal) ? companyRows(principal, { onlyMine: true }) : noRows;
    default:
      return isPartner(principal) ? ownRows(principal) : noRows;
  }
}

const seesCompanyTickets = (principal: Principal) =>
  principal.companyRole === 'owner' || principal.companyRole === 'admin';

/** Whether the caller may do `action` on one conversation, given whether they take part in it. */
export function mayUseConversation(
  principal: Principal,
  action: 'read-conversation' | 'mark-read' | 'send-message' | 'reply-as-staff',
  conversation: ConversationFacts,
): boolean {
  const scope = supportScope(principal, action);
  return scope.rows === 'all' || (scope.rows === 'own' && conversation.participant);
}
