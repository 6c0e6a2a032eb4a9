import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { suppressionReason } from '../domains/email/delivery-rules.ts';
import {
  claimDue,
  findPreferences,
  type OutboxRow,
  recordOutcomes,
  releaseLease,
} from '../domains/email/email.repository.ts';
import { OUTBOX_CHANNEL } from '../domains/email/enqueue-email.ts';
import { createMailTransport, type MailTransport } from '../domains/email/mail-transport.ts';
import { isTemplateName, renderEmail } from '../domains/email/templates/index.ts';
import { getSettings } from '../domains/settings/get-settings.ts';

export interface OutboxDeps {
  database: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>;
  log?: FastifyBaseLogger;
  /** Reused by the worker between drains; made from SMTP_URL when not given. */
  transport?: MailTransport | null;
}

/** Waits after failed attempts 1 to 4; the fifth failure is final. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const BATCH_SIZE = 20;
const LEASE_MS = 5 * 60_000;

export interface DrainReport {
  sent: number;
  stored: number;
  suppressed: number;
  retried: number;
  failed: number;
}

/**
 * Sends every email due at `now`: claims a batch, applies the email_notifications setting and the
 * recipient's preferences, renders, sends over SMTP (or keeps the rendered mail as 'stored' in the
 * dev mailbox without SMTP_URL) and records the outcome with backoff on failure.
 */
/**
 * What a drain cut short by a database outage leaves for the next one (the worker keeps it between
 * drains): rows it had leased but not sent, to release at once instead of after the 5-minute lease,
 * and outcomes of mail already handed to SMTP but not yet recorded, so nothing is sent twice.
 */
export interface OutboxCarry {
  leased: Map<string, Date>;
  unrecorded: { row: OutboxRow; outcome: Awaited<ReturnType<typeof deliver>> }[];
}

export const newOutboxCarry = (): OutboxCarry => ({ leased: new Map(), unrecorded: [] });

async function settleCarry(db: Database['db'], carry: OutboxCarry, now: Date) {
  await recordOutcomes(db, carry.unrecorded);
  carry.unrecorded.length = 0;
  for (const [id, leaseUntil] of carry.leased) {
    await releaseLease(db, id, leaseUntil, now);
    carry.leased.delete(id);
  }
}

export async function drainOutbox(
  deps: OutboxDeps,
  options: { now?: Date; carry?: OutboxCarry } = {},
): Promise<DrainReport> {
  const { db } = deps.database;
  const now = options.now ?? new Date();
  const ownTransport =
    deps.transport === undefined && deps.config.SMTP_URL
      ? createMailTransport(deps.config.SMTP_URL, deps.config.MAIL_FROM)
      : null;
  const transport = deps.transport ?? ownTransport;
  const report: DrainReport = { sent: 0, stored: 0, suppressed: 0, retried: 0, failed: 0 };
  const carry = options.carry ?? newOutboxCarry();
  try {
    await settleCarry(db, carry, now);
    for (;;) {
      const leaseUntil = new Date(now.getTime() + LEASE_MS);
      // One statement: its UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) is atomic alone.
      const rows = await claimDue(db, now, leaseUntil, BATCH_SIZE);
      if (rows.length === 0) break;
      for (const row of rows) carry.leased.set(row.id, leaseUntil);
      const [settings, preferences] = await Promise.all([getSettings(db), findPreferences(db, rows)]);
      for (const row of rows) {
        const prefs =
          (row.userId
            ? preferences.byUser.get(row.userId)
            : preferences.byEmail.get(row.toAddress.toLowerCase())) ?? null;
        const outcome = await deliver(row, { ...deps, transport }, settings.emailNotifications, prefs, now);
        carry.leased.delete(row.id);
        carry.unrecorded.push({ row, outcome });
        report[outcome.status === 'retry' ? 'retried' : outcome.status] += 1;
      }
      // The batch's outcomes in one statement. Until it succeeds they stay in the carry, so an
      // outage here never sends them twice; a crash before it sends this batch again after its lease.
      await recordOutcomes(db, carry.unrecorded);
      carry.unrecorded.length = 0;
      // A short batch took every due row; mail queued since then has sent its own NOTIFY.
      if (rows.length < BATCH_SIZE) break;
    }
  } finally {
    ownTransport?.close();
  }
  return report;
}

async function deliver(
  row: OutboxRow,
  deps: OutboxDeps & { transport: MailTransport | null },
  emailNotifications: boolean,
  preferences: Parameters<typeof suppressionReason>[2],
  now: Date,
) {
  if (!isTemplateName(row.template))
    return { status: 'failed' as const, error: `Unknown email template ${row.template}` };
  const reason = suppressionReason(row.template, emailNotifications, preferences);
  if (reason) return { status: 'suppressed' as const, reason };
  const mail = renderEmail(row.template, row.variables, deps.config.PUBLIC_URL);
  if (!deps.transport) return { status: 'stored' as const, html: mail.html, text: mail.text };
  try {
    const attachments = row.attachments.map((a) => ({ ...a, encoding: 'base64' as const }));
    await deps.transport.send({ to: row.toAddress, ...mail, ...(attachments.length ? { attachments } : {}) });
    return { status: 'sent' as const, html: mail.html, text: mail.text };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    const attempt = row.attempts + 1;
    deps.log?.warn({ emailId: row.id, attempt, error }, 'email send failed');
    if (attempt >= MAX_ATTEMPTS) return { status: 'failed' as const, error };
    const delay = RETRY_DELAYS_MS[attempt - 1]!;
    return { status: 'retry' as const, error, nextAttemptAt: new Date(now.getTime() + delay) };
  }
}

const POLL_MS = 15_000;
/**
 * A drain starts this long after the NOTIFY that asked for it, so the mail of the orders committed
 * meanwhile goes in the same batch: at a busy hour one claim, one settings and one preferences read
 * and one write of the outcomes serve many emails instead of a few each. A tenth of a second is
 * nothing to a reader of email.
 */
const GATHER_MS = 100;

/**
 * Drains after each commit that queued mail (LISTEN email_outbox) and every 15 s for retries that
 * fall due. Several instances may run it at once: rows are leased with SKIP LOCKED.
 */
export async function startOutboxWorker(deps: OutboxDeps): Promise<{ stop(): Promise<void> }> {
  const transport =
    deps.transport !== undefined
      ? deps.transport
      : deps.config.SMTP_URL
        ? createMailTransport(deps.config.SMTP_URL, deps.config.MAIL_FROM)
        : null;
  const carry = newOutboxCarry();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const trigger = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
        if (stopped) break;
        await drainOutbox({ ...deps, transport }, { carry }).catch((err) =>
          deps.log?.error({ err }, 'outbox drain failed'),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const unlisten = await deps.database.listen(OUTBOX_CHANNEL, trigger);
  const timer = setInterval(trigger, POLL_MS);
  timer.unref();
  trigger();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
      transport?.close();
    },
  };
}
