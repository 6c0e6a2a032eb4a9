import type { MailboxItem, MailboxMessage } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findMailboxMessage, listMailbox, type OutboxRow } from './email.repository.ts';
import { isTemplateName, renderEmail } from './templates/index.ts';

function toItem<T extends { createdAt: Date; sentAt: Date | null }>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null };
}

/** The dev mailbox for admins: every queued email, newest first. */
export async function listMailboxMessages(
  db: Db,
  filter: { status?: OutboxRow['status']; limit: number },
): Promise<MailboxItem[]> {
  return (await listMailbox(db, filter)).map(toItem);
}

/** One email as sent (or, if not yet rendered, as it would be sent now). */
export async function getMailboxMessage(db: Db, id: string, publicUrl: string): Promise<MailboxMessage> {
  const row = await findMailboxMessage(db, id);
  if (!row) throw notFound('Email');
  const { html, text, variables, ...item } = row;
  if (html !== null && text !== null) return { ...toItem(item), html, text };
  const rendered = isTemplateName(row.template)
    ? renderEmail(row.template, variables, publicUrl)
    : { html: '', text: '' };
  return { ...toItem(item), html: rendered.html, text: rendered.text };
}
