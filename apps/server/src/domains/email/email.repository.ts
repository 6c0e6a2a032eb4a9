import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { rowsInsert } from '../../db/rows-insert.ts';
import { emailOutbox, emailPreferences, users } from '../../db/schema/index.ts';
import type { RecipientPreferences } from './delivery-rules.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** The outbox insert unsent, for a WriteBatch. */
export function outboxEmailInsert(row: typeof emailOutbox.$inferInsert) {
  return rowsInsert(emailOutbox, [row]);
}

/** Writes one email into the outbox, inside the caller's transaction. */
export async function insertOutboxEmail(tx: Tx, row: typeof emailOutbox.$inferInsert): Promise<void> {
  await tx.insert(emailOutbox).values(row);
}

/**
 * Leases up to `limit` due emails: FOR UPDATE SKIP LOCKED lets several instances drain at once
 * without taking the same row, and pushing next_attempt_at past the lease keeps a row claimed
 * while it is sent outside any transaction. A crash mid-send makes it due again after the lease.
 */
export async function claimDue(tx: Tx, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  // `now` has a JavaScript date's millisecond resolution and the column PostgreSQL's microseconds:
  // mail queued earlier in the same millisecond is due, so the bound is the millisecond's end.
  const endOfNow = new Date(now.getTime() + 1);
  const due = tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.nextAttemptAt, endOfNow)))
    .orderBy(emailOutbox.nextAttemptAt, emailOutbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(emailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Makes a leased row due again at `now`, if it still carries this drain's lease (no other worker
 * took it since) and is still pending.
 */
export async function releaseLease(tx: Tx, id: string, leaseUntil: Date, now: Date): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.status, 'pending'),
        eq(emailOutbox.nextAttemptAt, leaseUntil),
      ),
    );
}

/** Preferences of the recipients, by user id or, for mail without one, by address. */
export async function findPreferences(
  tx: Tx,
  rows: Pick<OutboxRow, 'userId' | 'toAddress'>[],
): Promise<{ byUser: Map<string, RecipientPreferences>; byEmail: Map<string, RecipientPreferences> }> {
  const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const emails = [...new Set(rows.filter((r) => !r.userId).map((r) => r.toAddress.toLowerCase()))];
  const byUser = new Map<string, RecipientPreferences>();
  const byEmail = new Map<string, RecipientPreferences>();
  if (ids.length === 0 && emails.length === 0) return { byUser, byEmail };
  const found = await tx
    .select({
      id: users.id,
      email: sql<string>`lower(${users.email})`,
      emailNotifications: sql<boolean>`coalesce(${emailPreferences.emailNotifications}, true)`,
      systemUpdates: sql<boolean>`coalesce(${emailPreferences.systemUpdates}, true)`,
      paymentNotifications: sql<boolean>`coalesce(${emailPreferences.paymentNotifications}, true)`,
      shipmentNotifications: sql<boolean>`coalesce(${emailPreferences.shipmentNotifications}, true)`,
      orderNotifications: sql<boolean>`coalesce(${emailPreferences.orderNotifications}, true)`,
      quoteNotifications: sql<boolean>`coalesce(${emailPreferences.quoteNotifications}, true)`,
      stockAlerts: sql<boolean>`coalesce(${emailPreferences.stockAlerts}, true)`,
    })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(
      sql`${ids.length ? inArray(users.id, ids) : sql`false`} or ${emails.length ? inArray(sql`lower(${users.email})`, emails) : sql`false`}`,
    );
  for (const { id, email, ...preferences } of found) {
    byUser.set(id, preferences);
    byEmail.set(email, preferences);
  }
  return { byUser, byEmail };
}

type Outcome =
  | { status: 'sent' | 'stored'; html: string; text: string }
  | { status: 'suppressed'; reason: string }
  | { status: 'retry'; error: string; nextAttemptAt: Date }
  | { status: 'failed'; error: string };

/** The row's columns after an outcome; a column the outcome leaves alone keeps the row's value. */
function columnsAfter(row: OutboxRow, outcome: Outcome) {
  const kept = { html: row.html, text: row.text, sent_at: row.sentAt, next_attempt_at: null };
  switch (outcome.status) {
    case 'sent':
    case 'stored':
      return {
        ...kept,
        status: outcome.status,
        html: outcome.html,
        text: outcome.text,
        attempts: outcome.status === 'sent' ? row.attempts + 1 : row.attempts,
        sent_now: outcome.status === 'sent',
        sent_at: null,
        last_error: null,
      };
    case 'suppressed':
      return {
        ...kept,
        status: 'suppressed',
        attempts: row.attempts,
        sent_now: false,
        last_error: outcome.reason,
      };
    case 'retry':
      return {
        ...kept,
        status: row.status,
        attempts: row.attempts + 1,
        sent_now: false,
        last_error: outcome.error,
        next_attempt_at: outcome.nextAttemptAt,
      };
    case 'failed':
      return {
        ...kept,
        status: 'failed',
        attempts: row.attempts + 1,
        sent_now: false,
        last_error: outcome.error,
      };
  }
}

const updateOutcomes = namedStatement(
  'outbox_outcomes',
  `update email_outbox o set status = v.status, attempts = v.attempts, html = v.html, text = v.text,
     last_error = v.last_error, sent_at = case when v.sent_now then now() else v.sent_at end,
     next_attempt_at = coalesce(v.next_attempt_at, o.next_attempt_at)
   from json_to_recordset($1::json) as v(id uuid, status text, attempts int, html text, text text,
     last_error text, sent_now boolean, sent_at timestamptz, next_attempt_at timestamptz)
   where o.id = v.id`,
);

/** The outcomes of a drain's batch, in one statement. */
export async function recordOutcomes(tx: Tx, entries: { row: OutboxRow; outcome: Outcome }[]): Promise<void> {
  if (entries.length === 0) return;
  await updateOutcomes(tx, [
    JSON.stringify(entries.map(({ row, outcome }) => ({ id: row.id, ...columnsAfter(row, outcome) }))),
  ]);
}

const mailboxColumns = {
  id: emailOutbox.id,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

export async function listMailbox(tx: Tx, filter: { status?: OutboxRow['status']; limit: number }) {
  return tx
    .select(mailboxColumns)
    .from(emailOutbox)
    .where(filter.status ? eq(emailOutbox.status, filter.status) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(filter.limit);
}

export async function findMailboxMessage(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      ...mailboxColumns,
      html: emailOutbox.html,
      text: emailOutbox.text,
      variables: emailOutbox.variables,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row ?? null;
}
