import type { WorkProgressPhase } from '@party/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { publishEventNow } from './events.ts';

/** Told how far long work has got: `done` of `total` rows in its current phase. */
export type ReportProgress = (done: number, total: number) => Promise<void>;

/** A run's reporter for each of its phases. */
export type ProgressReporter = (phase: WorkProgressPhase) => ReportProgress;

/** Nothing is told: work nobody follows. */
export const noProgress: ReportProgress = async () => {};

/** One progress event at most this often, and always the last step, so a fast run sends a few. */
const MIN_INTERVAL_MS = 250;

export interface ProgressTarget {
  /** The user who started the work: only their live streams hear of it. */
  userId: string;
  /** The id their browser made for this run (progress/contract.ts); none, and nothing is sent. */
  progressId: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * How a run reports its progress to the user following it: a `work.progress` live event sent at
 * once (outside any transaction, publishEventNow), at most four a second plus the last step. A lost
 * event is logged and never fails the work. `phase` names what the browser shows ("Checking 4,000
 * of 10,000 rows..." for 'checking').
 */
export function progressTo(database: Database, target: ProgressTarget): ProgressReporter {
  const { userId, progressId, log } = target;
  if (!progressId) return () => noProgress;
  return (phase) => {
    let sentAt = Number.NEGATIVE_INFINITY;
    return async (done, total) => {
      const now = performance.now();
      if (done < total && now - sentAt < MIN_INTERVAL_MS) return;
      sentAt = now;
      await publishEventNow(database, {
        type: 'work.progress',
        userIds: [userId],
        data: { progressId, phase, done, total },
      }).catch((err: unknown) => log.warn({ err, phase }, 'Could not send work progress'));
    };
  };
}
