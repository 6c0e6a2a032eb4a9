import { z } from 'zod';
import { ABN_INVALID_MESSAGE, isValidAbn, normalizeAbn } from './abn.ts';
import { optionalText } from './optional-text.ts';

export * from './abn.ts';

/** The toasts of the account screens, word for word. */
export const accountMessages = {
  /** Partner Account Settings (/partner/account). */
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: (reason: string) => `Failed to update profile: ${reason}`,
  /** The partner profile screen (/partner/profile). */
  profilePageUpdated: 'Profile updated',
  profilePageUpdateFailed: 'Error updating profile',
  profileLoadFailed: 'Error loading profile',
  passwordsDiffer: 'New passwords do not match',
  passwordMismatch: 'Password mismatch',
  passwordUpdated: 'Password updated',
  passwordUpdateFailed: 'Error updating password',
  preferencesUpdated: 'Preferences updated successfully',
  preferencesUpdateFailed: 'Failed to update preferences',
} as const;

/**
 * What kind of buyer a partner is (their Business tab): campaigns for the retail, wholesale and
 * schools segments (docs/product/partner-portal.md) apply only to partners who say so. Unset is no segment.
 */
export const partnerBusinessTypes = ['retail', 'wholesale', 'school'] as const;
export type PartnerBusinessType = (typeof partnerBusinessTypes)[number];
export const partnerBusinessTypeLabels: Record<PartnerBusinessType, string> = {
  retail: 'Retail',
  wholesale: 'Wholesale',
  school: 'School',
};

/** GET /api/me/profile: the caller's profile (docs/product/partner-portal.md: name, company, picture, read-only email, plus phone and ABN for the Business tab). */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The sign-in address: shown read-only, never changed through the profile. */
  email: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  /** 11 digits, no spaces. */
  abn: z.string().nullable(),
  businessType: z.enum(partnerBusinessTypes).nullable(),
  avatarUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const phone = z
  .string()
  .trim()
  .max(40, 'Phone must be at most 40 characters')
  .refine((value) => !value || /^[+()\d\s-]{6,}$/.test(value), {
    message: 'Enter a phone number of digits, spaces, +, ( ) or - (e.g. 02 9123 4567)',
  })
  .transform((value) => value || null)
  .nullable()
  .optional();

/**
 * A person's name, wherever it is written: the profile form, and better-auth's own sign-up and
 * update-user endpoints (checked by the server's auth hooks against this same schema).
 */
export const PERSON_NAME_MAX = 120;
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(PERSON_NAME_MAX, `Name must be at most ${PERSON_NAME_MAX} characters`);

const avatarUrl = z
  .string()
  .trim()
  .max(2000, 'Avatar URL must be at most 2000 characters')
  .refine((value) => !value || /^https?:\/\/\S+$/i.test(value), {
    message: 'Avatar URL must start with https:// or http://',
  })
  .transform((value) => value || null)
  .nullable()
  .optional();

const abn = z
  .string()
  .trim()
  .refine((value) => !value || isValidAbn(value), { message: ABN_INVALID_MESSAGE })
  .transform((value) => (value ? normalizeAbn(value) : null))
  .nullable()
  .optional();

/**
 * PATCH /api/me/profile: the Profile and Business tabs send the fields they show; a field left out
 * keeps its value. The email is read-only: sending it, or any other column, is a 400.
 */
export const updateProfileSchema = z.strictObject({
  name: personNameSchema.optional(),
  // The company's name (docs/product/company-accounts.md): 1 to 120 characters, as the companies table keeps it.
  companyName: optionalText('Company name', 120),
  phone,
  avatarUrl,
  abn,
  businessType: z
    .enum(partnerBusinessTypes, { error: 'Business type must be Retail, Wholesale or School' })
    .nullable()
    .optional(),
  email: z
    .never({ error: 'Your email address is your sign-in and cannot be changed from your profile' })
    .optional(),
});
/** The user fields better-auth's /update-user and /sign-up/email accept that we also keep: same rules as the profile. */
export const authUserFieldsSchema = z.object({
  name: personNameSchema.optional(),
  image: avatarUrl,
});

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const emailPreferenceKeys = [
  /** The master switch: off, no email is sent but sign-in mail (codes, resets, verification). */
  'emailNotifications',
  'orderNotifications',
  'quoteNotifications',
  'promotionalEmails',
  'stockAlerts',
  'systemUpdates',
  'paymentNotifications',
  'shipmentNotifications',
] as const;
export type EmailPreferenceKey = (typeof emailPreferenceKeys)[number];

/** GET /api/me/email-preferences: the caller's email_preferences row (absent means every kind on). */
export const emailPreferencesSchema = z.object(
  Object.fromEntries(emailPreferenceKeys.map((key) => [key, z.boolean()])) as Record<
    EmailPreferenceKey,
    z.ZodBoolean
  >,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** PUT /api/me/email-preferences: the switches a screen shows; one left out keeps its value. */
export const updateEmailPreferencesSchema = emailPreferencesSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one preference to change' });
export type UpdateEmailPreferences = z.infer<typeof updateEmailPreferencesSchema>;
