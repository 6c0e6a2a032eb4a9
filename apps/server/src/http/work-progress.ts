import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { type ProgressReporter, progressTo } from '../lib/progress.ts';
import { requirePrincipal } from './access.ts';

/**
 * How the run a request starts reports its progress: to the caller's own live streams, under the
 * `?progressId=` their browser sent (progressQuerySchema), or to nobody without one (lib/progress.ts).
 */
export function progressOf(database: Database, request: FastifyRequest): ProgressReporter {
  const { progressId } = (request.query ?? {}) as { progressId?: string };
  return progressTo(database, { userId: requirePrincipal(request).userId, progressId, log: request.log });
}
