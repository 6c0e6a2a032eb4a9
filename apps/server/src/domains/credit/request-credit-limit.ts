import type { CreditRequest, CreditRequestInput, Principal } from '@party/shared';
import { centsOf, formatCents } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { assertCompanyMay } from '../companies/company-role-guard.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { openSupportTicket } from '../support/open-support-ticket.ts';
import { creditScope } from './credit.policy.ts';
import { findCreditRequests, insertCreditRequest } from './credit.repository.ts';
import { publishCreditChange } from './publish-credit-change.ts';
import { toCreditRequest } from './to-credit.ts';

const toAmount = (dollars: number) => (Math.round(dollars * 100) / 100).toFixed(2);

export interface RequestMetadata {
  browser: string;
}

/**
 * A company's owner or admin asks for a credit limit (docs/product/partner-portal.md, Credit;
 * docs/product/company-accounts.md, "Roles"): in one transaction a support ticket (category
 * credit_limit, status open) and a credit_limit_request (pending, medium) for the company, recording
 * who asked; finance associates and admins are notified to review it.
 */
export async function requestCreditLimit(
  db: Db,
  principal: Principal,
  input: CreditRequestInput,
  metadata: RequestMetadata,
): Promise<CreditRequest> {
  return db.transaction(async (tx) => {
    await assertCompanyMay(tx, principal, 'request-credit');
    const { companyId } = companyOf(creditScope(principal, 'request-limit'));
    const requested = formatCents(centsOf(input.requestedLimit));
    const description = [
      `Requested limit: ${requested}`,
      `Current monthly spending: ${formatCents(centsOf(input.currentSpending))}`,
      `Reason: ${input.reason}`,
      ...(input.additionalInfo ? [`Additional information: ${input.additionalInfo}`] : []),
    ].join('\n');
    const ticket = await openSupportTicket(tx, {
      submitterId: principal.userId,
      title: `Credit limit request: ${requested}`,
      description,
      category: 'credit_limit',
      priority: 'medium',
      notifyDesk: false,
    });
    const id = await insertCreditRequest(tx, {
      partnerId: principal.userId,
      companyId,
      requestedLimit: toAmount(input.requestedLimit),
      currentSpending: toAmount(input.currentSpending),
      reason: input.reason,
      additionalInfo: input.additionalInfo || null,
      ticketId: ticket.id,
      metadata: { browser: metadata.browser, timestamp: new Date().toISOString() },
      status: 'pending',
      priority: 'medium',
    });
    // Who reviews credit (docs/product/approvals.md): finance associates and admins.
    for (const reviewer of await listStaffRecipients(tx, { associateRole: 'finance', admins: true })) {
      await createNotification(tx, {
        userId: reviewer.id,
        title: 'New credit limit request',
        message: `${principal.name} requested a credit limit of ${requested} (ticket #${ticket.ticketNumber}).`,
        type: 'info',
        // Each reviewer's credit review screen: the admin one, or the associate one.
        actionUrl: reviewer.isAdmin ? '/admin/partners/credit-requests' : '/associate/credit-requests',
      });
    }
    await publishCreditChange(tx, { companyId, requestId: id, status: 'pending' });
    const [row] = await findCreditRequests(tx, companyId, id);
    return toCreditRequest(row!);
  });
}
