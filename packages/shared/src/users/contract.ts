import { z } from 'zod';
import { principalSchema } from '../access/principal.ts';

/** GET /api/me: the signed-in caller, or null (200 either way, so a visitor's page load logs no error). */
export const meResponseSchema = z.object({ principal: principalSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const onboardingRoles = ['vendor', 'associate'] as const;
export const onboardingStatuses = ['pending', 'approved', 'rejected'] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];

/** POST /api/me/onboarding */
export const onboardingApplicationInputSchema = z.strictObject({
  role: z.enum(onboardingRoles, { message: 'Choose vendor or associate' }),
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  phone: z.string().trim().max(40).optional(),
  message: z.string().trim().max(2000).optional(),
});
export type OnboardingApplicationInput = z.infer<typeof onboardingApplicationInputSchema>;

export const onboardingApplicationSchema = z.object({
  id: z.string(),
  role: z.enum(onboardingRoles),
  companyName: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(onboardingStatuses),
  reviewNotes: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type OnboardingApplication = z.infer<typeof onboardingApplicationSchema>;

/** GET /api/me/onboarding: the caller's latest application. */
export const myOnboardingResponseSchema = z.object({ application: onboardingApplicationSchema.nullable() });
export const onboardingApplicationResponseSchema = z.object({ application: onboardingApplicationSchema });

/** GET /api/admin/onboarding?status= */
export const adminOnboardingQuerySchema = z.strictObject({ status: z.enum(onboardingStatuses).optional() });
export const adminOnboardingApplicationSchema = onboardingApplicationSchema.extend({
  userId: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
});
export type AdminOnboardingApplication = z.infer<typeof adminOnboardingApplicationSchema>;
export const adminOnboardingListSchema = z.object({
  applications: z.array(adminOnboardingApplicationSchema),
});

/** POST /api/admin/onboarding/:id/approve and /reject */
export const onboardingReviewInputSchema = z.strictObject({ notes: z.string().trim().max(2000).optional() });
export type OnboardingReviewInput = z.infer<typeof onboardingReviewInputSchema>;
/** Reject needs its reason (issue 16: 'reject (reason)'); it goes to the applicant's email. */
export const onboardingRejectInputSchema = z.strictObject({
  notes: z
    .string({ error: 'Rejection reason is required' })
    .trim()
    .min(1, 'Rejection reason is required')
    .max(2000, 'Rejection reason must be at most 2000 characters'),
});
