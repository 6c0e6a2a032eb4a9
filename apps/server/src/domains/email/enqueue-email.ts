import type { EmailTemplateName } from '@party/shared';
import { notify, type Tx } from '../../db/client.ts';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { insertOutboxEmail, outboxEmailInsert } from './email.repository.ts';
import { renderSubject } from './templates/index.ts';

export type { EmailTemplateName };

export interface EmailRequest {
  to: string;
  /** The recipient's user id, when they have an account: their email preferences then apply. */
  userId?: string;
  template: EmailTemplateName;
  /** The template's variables; each template file documents its own (amounts in AUD dollars). */
  variables: Record<string, unknown>;
  /** Files to send with it (kept small: a one-page PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export const OUTBOX_CHANNEL = 'email_outbox';

/**
 * Writes an email into the outbox inside the caller's transaction; the outbox worker renders and
 * sends it after commit, so a rolled-back change never sends mail.
 */
export async function enqueueEmail(tx: Tx, email: EmailRequest): Promise<void> {
  await insertOutboxEmail(tx, outboxRow(email));
  await notify(tx, OUTBOX_CHANNEL, {});
}

/** enqueueEmail for a use case that sends its side-effect rows as one statement (WriteBatch). */
export function queueEmail(batch: WriteBatch, email: EmailRequest): void {
  batch.write(outboxEmailInsert(outboxRow(email)));
  batch.notify(OUTBOX_CHANNEL, JSON.stringify({}));
}

function outboxRow(email: EmailRequest) {
  return {
    toAddress: email.to,
    userId: email.userId,
    template: email.template,
    subject: renderSubject(email.template, email.variables),
    variables: email.variables,
    attachments: (email.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content.toString('base64'),
    })),
  };
}
