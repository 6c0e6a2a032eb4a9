import type { BackgroundJob } from '@party/shared';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

/** Longer failure messages are cut: the dashboard shows a line, the log keeps the whole error. */
const ERROR_MAX = 500;

/**
 * Runs a job and records how its run ended in job_runs (the admin dashboard's job health). A run
 * another instance holds (`runExclusive` answers null) is that instance's to record. The failure is
 * rethrown for the runner to log.
 */
export async function runAndRecord(
  database: Database,
  name: BackgroundJob,
  job: () => Promise<unknown>,
  clock: () => Date = () => new Date(),
): Promise<unknown> {
  const startedAt = clock();
  let result: unknown;
  try {
    result = await job();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // The job's own error is the one to log, even when the record cannot be written either.
    await record(database, name, startedAt, clock(), message.slice(0, ERROR_MAX)).catch(() => undefined);
    throw err;
  }
  if (result !== null) await record(database, name, startedAt, clock(), null);
  return result;
}

async function record(
  database: Database,
  name: BackgroundJob,
  startedAt: Date,
  finishedAt: Date,
  error: string | null,
) {
  const row = { startedAt, finishedAt, status: error === null ? 'ok' : 'failed', error } as const;
  await database.db
    .insert(jobRuns)
    .values({ name, ...row })
    .onConflictDoUpdate({ target: jobRuns.name, set: row });
}
