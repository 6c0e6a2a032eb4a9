import { backgroundJobs, jobRunStatuses } from '@party/shared/overview/dashboard';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkIn } from './columns.ts';

/**
 * The last run of each background job (apps/server/src/jobs), one row per job, written by the job
 * runner when a run ends: the admin dashboard's job health.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text({ enum: backgroundJobs }).primaryKey(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: jobRunStatuses }).notNull(),
    /** The failure's message when status is failed. */
    error: text(),
  },
  (t) => [checkIn('job_runs_status_valid', t.status, jobRunStatuses)],
);
