import { authTexts, PASSWORD_MIN_LENGTH } from '@party/shared';
import { z } from 'zod';

/**
 * Client checks of docs/product/storefront-and-sign-in.md; the server checks the same again. Validation runs on submit,
 * then again on each change.
 */
export const signInSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .superRefine(({ email, password }, ctx) => {
    if (email && password) return;
    ctx.addIssue({
      code: 'custom',
      path: [email ? 'password' : 'email'],
      message: authTexts.missingCredentials,
    });
  });
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({ name: z.string().trim(), email: z.string().trim(), password: z.string() })
  .superRefine(({ name, email, password }, ctx) => {
    if (!name) ctx.addIssue({ code: 'custom', path: ['name'], message: authTexts.nameRequired });
    if (!email || !password) {
      ctx.addIssue({
        code: 'custom',
        path: [email ? 'password' : 'email'],
        message: authTexts.missingCredentials,
      });
    } else if (password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: authTexts.passwordHint });
    }
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

export const PASSWORDS_DIFFER = 'Passwords do not match';

export const newPasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: authTexts.passwordHint });
    } else if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
    }
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const emailOnlySchema = z.object({
  email: z.string().trim().min(1, 'Enter the email address of your account'),
});

export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
