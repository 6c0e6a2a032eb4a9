import { z } from 'zod';
import { adminRanks, associateRoles, userRoles } from './roles.ts';

/** Who is calling, as the server resolves it and the browser receives it from /api/me. */
export const principalSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userRoles).nullable(),
  isAdmin: z.boolean(),
  /** The administrator's rank when isAdmin, else null (docs/product/access.md). */
  adminRank: z.enum(adminRanks).nullable(),
  associateRole: z.enum(associateRoles).nullable(),
  onboardingStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type Principal = z.infer<typeof principalSchema>;
