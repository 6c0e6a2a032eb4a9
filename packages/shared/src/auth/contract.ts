import { z } from 'zod';

/** GET /api/csrf: echo `token` in the X-CSRF-Token header of every signed-in write to /api/*. */
export const csrfTokenResponseSchema = z.object({
  token: z.string(),
  /** ISO time after which the token is refused; fetch a new one every 30 minutes. */
  expiresAt: z.string(),
});
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/** The body better-auth answers /api/auth/* failures with (not the { error } shape of the rest of the API). */
export const authErrorBodySchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;
