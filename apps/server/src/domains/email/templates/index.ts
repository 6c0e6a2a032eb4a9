import type { EmailTemplateName } from '@party/shared';
import {
  accountInvitation,
  applicationStatus,
  emailVerification,
  passwordReset,
  signInCode,
  welcome,
} from './account.ts';
import { approvalRequested } from './approvals.ts';
import { campaignReviewed } from './campaigns.ts';
import { companyInvitation, companyMembershipEnded } from './companies.ts';
import { creditDecision } from './credit.ts';
import { type EmailContent, renderHtml, renderText } from './layout.ts';
import { orderApprovalDecided, orderApprovalRequested } from './order-approvals.ts';
import {
  orderConfirmation,
  orderStatusUpdate,
  quoteReadyNotification,
  quoteRequestConfirmation,
} from './orders-and-quotes.ts';
import { paymentReceived } from './payments-received.ts';
import {
  purchaseOrderAnswered,
  purchaseOrderRaised,
  shipmentDelivered,
  vendorPaymentPaid,
} from './purchasing.ts';
import { accountStatement, invoiceDueSoon, invoiceOverdue } from './receivables.ts';
import { returnUpdate } from './returns.ts';
import { lowStockAlert } from './stock.ts';
import { documentExpiring, vendorDocumentReviewed } from './vendor-documents.ts';

type Template = (variables: Record<string, unknown>, publicUrl: string) => EmailContent;

const templates: Record<EmailTemplateName, Template> = {
  quote_request_confirmation: quoteRequestConfirmation,
  quote_ready_notification: quoteReadyNotification,
  order_confirmation: orderConfirmation,
  order_status_update: orderStatusUpdate,
  order_approval_requested: orderApprovalRequested,
  order_approval_decided: orderApprovalDecided,
  low_stock_alert: lowStockAlert,
  welcome,
  application_status: applicationStatus,
  email_verification: emailVerification,
  password_reset: passwordReset,
  sign_in_code: signInCode,
  purchase_order_raised: purchaseOrderRaised,
  purchase_order_answered: purchaseOrderAnswered,
  shipment_delivered: shipmentDelivered,
  vendor_payment_paid: vendorPaymentPaid,
  vendor_document_reviewed: vendorDocumentReviewed,
  document_expiring: documentExpiring,
  account_invitation: accountInvitation,
  campaign_reviewed: campaignReviewed,
  credit_decision: creditDecision,
  payment_received: paymentReceived,
  approval_requested: approvalRequested,
  company_invitation: companyInvitation,
  company_membership_ended: companyMembershipEnded,
  account_statement: accountStatement,
  invoice_due_soon: invoiceDueSoon,
  invoice_overdue: invoiceOverdue,
  return_update: returnUpdate,
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function isTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(templates, name);
}

/** Subject, inline-styled HTML (variables escaped) and the plain-text part of one email. */
export function renderEmail(
  template: EmailTemplateName,
  variables: Record<string, unknown>,
  publicUrl: string,
): RenderedEmail {
  const content = templates[template](variables, publicUrl);
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}

/** The subject alone (it needs no links), stored when the email is queued so the mailbox lists it. */
export function renderSubject(template: EmailTemplateName, variables: Record<string, unknown>): string {
  return templates[template](variables, 'http://localhost').subject;
}
