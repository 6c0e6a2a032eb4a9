import { z } from 'zod';
import { companyRoles } from '../companies/roles.ts';
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
  /** The partner's company and role in it, else null (docs/decisions/0019-company-accounts.md §4). */
  companyId: z.string().nullable(),
  companyRole: z.enum(companyRoles).nullable(),
});
export type Principal = z.infer<typeof principalSchema>;
