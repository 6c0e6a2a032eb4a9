import type { BackgroundJob } from '@party/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { advanceCampaigns } from '../domains/campaigns/advance-campaigns.ts';
import { expireOrderApprovals } from '../domains/orders/expire-order-approvals.ts';
import { expireQuotes } from '../domains/quotes/expire-quotes.ts';
import { sendInvoiceReminders } from '../domains/receivables/send-invoice-reminders.ts';
import { sendMonthlyStatements } from '../domains/receivables/send-monthly-statements.ts';
import { notifyExpiringDocuments } from '../domains/vendor-documents/notify-expiring-documents.ts';
import { runAndRecord } from './job-runs.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { purgeExpiredData } from './retention-purge.ts';
import { runExclusive } from './run-exclusive.ts';

interface JobDeps {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Calls `job` now and then every `intervalMs`; each run's end is recorded in job_runs (the admin
 * dashboard's job health); a failure is logged and the next run still comes.
 */
function every(
  intervalMs: number,
  name: BackgroundJob,
  { database, log }: Pick<JobDeps, 'database' | 'log'>,
  job: () => Promise<unknown>,
) {
  let current: Promise<unknown> | null = null;
  const run = () => {
    current ??= runAndRecord(database, name, job)
      .catch((err) => log.error({ err, job: name }, 'job failed'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await current;
  };
}

/** Background work of one instance; main.ts starts it after migrations and stops it at shutdown. */
export async function startJobs(deps: JobDeps): Promise<{ stop(): Promise<void> }> {
  const outbox = await startOutboxWorker({ database: deps.database, config: deps.config, log: deps.log });
  const stopPurge = every(HOUR_MS, 'retention-purge', deps, () => purgeExpiredData(deps.database));
  const stopExpiry = every(HOUR_MS, 'quote-expiry', deps, () =>
    runExclusive(deps.database, 'quote-expiry', (tx) => expireQuotes(tx)),
  );
  // Every minute: a campaign becomes active (its code works) and ends on time.
  const stopCampaigns = every(MINUTE_MS, 'campaign-lifecycle', deps, () =>
    runExclusive(deps.database, 'campaign-lifecycle', (tx) => advanceCampaigns(tx)),
  );
  // Every minute: an order awaiting approval past its 72 hours gives its stock back.
  const stopApprovalExpiry = every(MINUTE_MS, 'order-approval-expiry', deps, () =>
    runExclusive(deps.database, 'order-approval-expiry', (tx) => expireOrderApprovals(tx)),
  );
  // Daily, and once at start: each document is claimed once, so a restart never repeats a notice.
  const stopDocumentExpiry = every(DAY_MS, 'document-expiry', deps, () =>
    runExclusive(deps.database, 'document-expiry', (tx) => notifyExpiringDocuments(tx)),
  );
  // Hourly, and once at start (docs/product/receivables.md): last month's statements, claimed per
  // company so each goes once, and each invoice's latest reminder due, claimed per invoice.
  const stopStatements = every(HOUR_MS, 'monthly-statements', deps, () =>
    runExclusive(deps.database, 'monthly-statements', (tx) => sendMonthlyStatements(tx)),
  );
  const stopReminders = every(HOUR_MS, 'invoice-reminders', deps, () =>
    runExclusive(deps.database, 'invoice-reminders', (tx) => sendInvoiceReminders(tx)),
  );
  return {
    async stop() {
      await stopReminders();
      await stopStatements();
      await stopDocumentExpiry();
      await stopApprovalExpiry();
      await stopCampaigns();
      await stopExpiry();
      await stopPurge();
      await outbox.stop();
    },
  };
}
