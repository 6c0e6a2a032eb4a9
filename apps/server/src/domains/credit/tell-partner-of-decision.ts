import {
  type CreditApprovalInput,
  type CreditReviewRequest,
  centsOf,
  formatCents,
  paymentTermsLabel,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { publishCreditChange } from './publish-credit-change.ts';

/** Where the partner sees the request and the limit: the account's Credit Limit tab. */
export const PARTNER_CREDIT_URL = '/partner/account?tab=credit';

export type CreditDecision =
  | { approved: true; approvedLimit: number; paymentTerms: CreditApprovalInput['paymentTerms'] }
  | { approved: false; reason: string };

/**
 * The member who asked hears of a decision in the decision's transaction: a bell notification, the
 * credit_decision email (through the outbox, so their email preferences and the email_notifications
 * setting apply); the live event refreshes the company's Credit Limit tab and the reviewers' list.
 */
export async function tellPartnerOfDecision(
  tx: Tx,
  request: CreditReviewRequest,
  companyId: string,
  decision: CreditDecision,
): Promise<void> {
  const limit = decision.approved ? formatCents(centsOf(decision.approvedLimit)) : null;
  const terms = decision.approved ? paymentTermsLabel(decision.paymentTerms) : null;
  await createNotification(tx, {
    userId: request.partnerId,
    ...(decision.approved
      ? {
          title: 'Credit limit approved',
          message: `Your credit limit of ${limit} on ${terms} terms is ready to use.`,
          type: 'success' as const,
        }
      : {
          title: 'Credit limit request rejected',
          message: `Your credit limit request was not approved. Reason: ${decision.reason}`,
          type: 'warning' as const,
        }),
    actionUrl: PARTNER_CREDIT_URL,
  });
  if (request.partnerEmail)
    await enqueueEmail(tx, {
      to: request.partnerEmail,
      userId: request.partnerId,
      template: 'credit_decision',
      variables: {
        name: request.partnerName,
        decision: decision.approved ? 'approved' : 'rejected',
        requestedLimit: request.requestedLimit,
        approvedLimit: decision.approved ? decision.approvedLimit : null,
        paymentTerms: terms,
        reason: decision.approved ? null : decision.reason,
        actionUrl: PARTNER_CREDIT_URL,
      },
    });
  await publishCreditChange(tx, {
    companyId,
    requestId: request.id,
    status: request.status,
  });
}
