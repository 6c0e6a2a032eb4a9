import { z } from 'zod';

/**
 * Long work the browser follows while it runs (a bulk change and its undo, a CSV export, a CSV
 * import's check and save): the browser makes an id for the run and sends it as `?progressId=`; the
 * server tells that user alone, on the live stream, how far the run has got.
 */
export const workProgressPhases = ['writing', 'exporting', 'checking', 'saving'] as const;
export type WorkProgressPhase = (typeof workProgressPhases)[number];

/** The `work.progress` live event: `done` of `total` rows so far in this phase of the run. */
export const workProgressSchema = z.object({
  progressId: z.uuid(),
  phase: z.enum(workProgressPhases),
  done: z.number().int(),
  total: z.number().int(),
});
export type WorkProgress = z.infer<typeof workProgressSchema>;

/** The query of a request whose run the browser follows; without an id nothing is sent. */
export const progressQuerySchema = z.object({
  progressId: z.uuid('The progress id must be a UUID').optional(),
});
