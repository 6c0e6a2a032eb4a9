import { emailOutbox } from '../../db/schema/index.ts';
import { notify, type Tx } from '../../db/client.ts';

export type EmailTemplateName =
  | 'quote_request_confirmation'
  | 'quote_ready_notification'
  | 'order_confirmation'
  | 'low_stock_alert'
  | 'welcome'
  | 'application_status'
  | 'email_verification'
  | 'password_reset'
  | 'sign_in_code';

export interface EmailRequest {
  to: string;
  /** The recipient's user id, when they have an account: their email preferences then apply. */
  userId?: string;
  template: EmailTemplateName;
  variables: Record<string, unknown>;
}

/**
 * Writes an email into the outbox inside the caller's transaction; the outbox worker renders and
 * sends it after commit, so a rolled-back change never sends mail.
 */
export async function enqueueEmail(tx: Tx, email: EmailRequest): Promise<void> {
  await tx.insert(emailOutbox).values({
    toAddress: email.to,
    userId: email.userId,
    template: email.template,
    subject: '',
    variables: email.variables,
  });
  await notify(tx, 'email_outbox', {});
}
