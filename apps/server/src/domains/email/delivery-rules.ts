import type { EmailTemplateName } from '@party/shared';

export interface RecipientPreferences {
  systemUpdates: boolean;
  orderNotifications: boolean;
  quoteNotifications: boolean;
  stockAlerts: boolean;
}

// Mail a person needs to get into their account goes out whatever the settings say.
const SIGN_IN_TEMPLATES = new Set<EmailTemplateName>([
  'email_verification',
  'password_reset',
  'sign_in_code',
]);

const preferencesFor: Record<EmailTemplateName, (keyof RecipientPreferences)[]> = {
  order_confirmation: ['orderNotifications'],
  order_status_update: ['orderNotifications'],
  quote_request_confirmation: ['quoteNotifications'],
  quote_ready_notification: ['quoteNotifications'],
  low_stock_alert: ['stockAlerts', 'systemUpdates'],
  application_status: ['systemUpdates'],
  welcome: ['systemUpdates'],
  email_verification: [],
  password_reset: [],
  sign_in_code: [],
  purchase_order_raised: ['orderNotifications'],
  // A vendor's documents are account matters: their Email Notifications switch (system updates).
  vendor_document_reviewed: ['systemUpdates'],
  document_expiring: ['systemUpdates'],
};

const preferenceLabel: Record<keyof RecipientPreferences, string> = {
  systemUpdates: 'system update',
  orderNotifications: 'order',
  quoteNotifications: 'quote',
  stockAlerts: 'stock alert',
};

/**
 * Why an email must not be sent, or null to send it: the email_notifications setting stops all
 * but sign-in mail; the recipient's preferences (absent means on) stop mail of their kind.
 */
export function suppressionReason(
  template: EmailTemplateName,
  emailNotifications: boolean,
  preferences: RecipientPreferences | null,
): string | null {
  if (SIGN_IN_TEMPLATES.has(template)) return null;
  if (!emailNotifications) return 'Email notifications are turned off in system settings';
  const off = preferencesFor[template].find((key) => preferences && !preferences[key]);
  return off ? `The recipient turned off ${preferenceLabel[off]} emails` : null;
}
