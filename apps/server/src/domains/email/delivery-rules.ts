import type { EmailTemplateName } from '@party/shared';

export interface RecipientPreferences {
  /** The master switch: off stops every email but sign-in mail. */
  emailNotifications: boolean;
  systemUpdates: boolean;
  orderNotifications: boolean;
  quoteNotifications: boolean;
  stockAlerts: boolean;
  paymentNotifications: boolean;
  shipmentNotifications: boolean;
}

// Mail a person needs to get into their account goes out whatever the settings say.
const SIGN_IN_TEMPLATES = new Set<EmailTemplateName>([
  'email_verification',
  'password_reset',
  'sign_in_code',
  // A converted lead's only way in: it must arrive whatever the new account's defaults say.
  'account_invitation',
  // The invitation is the invitee's only way in; they may have no account yet (docs/decisions/0019-company-accounts.md §8).
  'company_invitation',
]);

// Account mail a company must get whatever its members' switches say (docs/product/receivables.md,
// "Reminders": "Overdue notices always go"); only the store's email_notifications setting stops it.
const ESSENTIAL_ACCOUNT_TEMPLATES = new Set<EmailTemplateName>(['invoice_overdue']);

const preferencesFor: Record<EmailTemplateName, Exclude<keyof RecipientPreferences, 'emailNotifications'>[]> =
  {
    order_confirmation: ['orderNotifications'],
    order_status_update: ['orderNotifications'],
    order_approval_requested: ['orderNotifications'],
    order_approval_decided: ['orderNotifications'],
    quote_request_confirmation: ['quoteNotifications'],
    quote_ready_notification: ['quoteNotifications'],
    low_stock_alert: ['stockAlerts', 'systemUpdates'],
    application_status: ['systemUpdates'],
    welcome: ['systemUpdates'],
    email_verification: [],
    password_reset: [],
    sign_in_code: [],
    account_invitation: [],
    purchase_order_raised: ['orderNotifications'],
    purchase_order_answered: ['orderNotifications'],
    shipment_delivered: ['shipmentNotifications'],
    vendor_payment_paid: ['paymentNotifications'],
    // A vendor's documents are account matters: vendors have no system-updates switch, so only the
    // master Email Notifications switch stops these.
    vendor_document_reviewed: ['systemUpdates'],
    document_expiring: ['systemUpdates'],
    campaign_reviewed: ['systemUpdates'],
    // An account matter, as application_status: a partner has no system-updates switch, so the
    // master Email Notifications switch (and the email_notifications setting) stop it.
    credit_decision: ['systemUpdates'],
    // docs/product/receivables.md: a payment received is a payment email, off with the member's payment emails.
    payment_received: ['paymentNotifications'],
    // Work waiting for a finance associate: a staff account matter, as campaign_reviewed.
    approval_requested: ['systemUpdates'],
    company_invitation: [],
    // An account matter, as credit_decision: only the master switch stops it.
    company_membership_ended: ['systemUpdates'],
    // An account matter, as credit_decision: only the master switch stops the monthly statement.
    account_statement: ['systemUpdates'],
    // docs/product/receivables.md, "Reminders": a reminder before the due day is a payment email a
    // member may switch off; the overdue notice is essential (ESSENTIAL_ACCOUNT_TEMPLATES).
    invoice_due_soon: ['paymentNotifications'],
    invoice_overdue: [],
    // A return is after-the-sale order business: the member's order emails switch stops it.
    return_update: ['orderNotifications'],
  };

const preferenceLabel: Record<Exclude<keyof RecipientPreferences, 'emailNotifications'>, string> = {
  systemUpdates: 'system update',
  orderNotifications: 'order',
  quoteNotifications: 'quote',
  stockAlerts: 'stock alert',
  paymentNotifications: 'payment',
  shipmentNotifications: 'shipment',
};

/**
 * Why an email must not be sent, or null to send it: the email_notifications setting stops all
 * but sign-in mail; the recipient's master switch stops all but sign-in and essential account mail;
 * their preferences (absent means on) stop mail of their kind.
 */
export function suppressionReason(
  template: EmailTemplateName,
  emailNotifications: boolean,
  preferences: RecipientPreferences | null,
): string | null {
  if (SIGN_IN_TEMPLATES.has(template)) return null;
  if (!emailNotifications) return 'Email notifications are turned off in system settings';
  if (ESSENTIAL_ACCOUNT_TEMPLATES.has(template)) return null;
  if (preferences && !preferences.emailNotifications) return 'The recipient turned off email notifications';
  const off = preferencesFor[template].find((key) => preferences && !preferences[key]);
  return off ? `The recipient turned off ${preferenceLabel[off]} emails` : null;
}
