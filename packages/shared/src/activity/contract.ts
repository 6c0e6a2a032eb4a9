import { z } from 'zod';

export * from './feed.ts';

/** One row of the social-proof feed, already anonymised ('Sarah M.', 'Sydney'). */
export const recentActivitySchema = z.object({
  id: z.string(),
  customerNameAnonymized: z.string(),
  location: z.string().nullable(),
  activityType: z.string(),
  createdAt: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

/** GET /api/store/recent-activity: newest first. */
export const recentActivityListSchema = z.object({ items: z.array(recentActivitySchema) });
export type RecentActivityList = z.infer<typeof recentActivityListSchema>;
