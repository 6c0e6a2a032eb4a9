import { z } from 'zod';

/** The six original templates, the order status update (docs/product/partner-portal.md), the three that sign-in sends, the purchase order to a vendor, the vendor's answer to staff, the delivery receipt and the paid invoice to the vendor, a vendor's document reviewed or expiring, a converted lead's account invitation, a campaign approved or rejected (to its submitter), a credit limit request approved or rejected (to the partner), a quote or campaign awaiting a finance associate's approval (to them), a company's invitation and a member's removal (docs/product/company-accounts.md), the monthly statement and the invoice reminders (docs/product/receivables.md), and a return approved, rejected or received with its adjustment note (docs/product/returns.md). */
export const emailTemplateNames = [
  'quote_request_confirmation',
  'quote_ready_notification',
  'order_confirmation',
  'order_status_update',
  'order_approval_requested',
  'order_approval_decided',
  'low_stock_alert',
  'welcome',
  'application_status',
  'email_verification',
  'password_reset',
  'sign_in_code',
  'purchase_order_raised',
  'purchase_order_answered',
  'shipment_delivered',
  'vendor_payment_paid',
  'vendor_document_reviewed',
  'document_expiring',
  'account_invitation',
  'campaign_reviewed',
  'credit_decision',
  // A payment received against the company's invoices on account (docs/product/receivables.md).
  'payment_received',
  'approval_requested',
  'company_invitation',
  'company_membership_ended',
  'account_statement',
  'invoice_due_soon',
  'invoice_overdue',
  'return_update',
] as const;
export type EmailTemplateName = (typeof emailTemplateNames)[number];

export const emailStatuses = ['pending', 'sent', 'failed', 'stored', 'suppressed'] as const;

/** GET /api/admin/mailbox: the outbox, newest first (the dev mailbox when no SMTP is set). */
export const mailboxItemSchema = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(emailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const mailboxListSchema = z.object({ items: z.array(mailboxItemSchema) });
export const mailboxQuerySchema = z.strictObject({
  status: z.enum(emailStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/admin/mailbox/:id: one message as it was (or will be) sent. */
export const mailboxMessageSchema = mailboxItemSchema.extend({ html: z.string(), text: z.string() });
export type MailboxItem = z.infer<typeof mailboxItemSchema>;
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
