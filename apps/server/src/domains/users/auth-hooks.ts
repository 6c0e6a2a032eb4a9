import { authTexts, vendorNewPasswordProblem } from '@party/shared';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client.ts';
import { authTx } from './auth-transaction.ts';
import {
  clearFailedSignIns,
  findAccessRow,
  findSignInState,
  recordFailedSignIn,
} from './users.repository.ts';

export const FAILED_SIGN_IN_LIMIT = 5;
export const LOCK_MINUTES = 15;
export const accountLockedMessage = `Too many failed sign-in attempts. Your account is locked for ${LOCK_MINUTES} minutes. Try again later or reset your password.`;
export const accountDisabledMessage = 'This account has been disabled. Please contact support.';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Rules better-auth does not know: sign-up needs a name, locked and disabled accounts stay out. */
export function authHooks(db: Db) {
  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === '/sign-up/email' || ctx.path === '/sign-in/email') {
      if (!text(body.email) || !text(body.password))
        throw new APIError('BAD_REQUEST', {
          code: 'MISSING_CREDENTIALS',
          message: authTexts.missingCredentials,
        });
    }
    if (ctx.path === '/sign-up/email' && !text(body.name))
      throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: authTexts.nameRequired });
    if (ctx.path === '/sign-in/email') {
      const state = await findSignInState(authTx(db), text(body.email));
      if (state?.disabled)
        throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: accountDisabledMessage });
      if (state?.lockedUntil && state.lockedUntil > new Date())
        throw new APIError('LOCKED', { code: 'ACCOUNT_LOCKED', message: accountLockedMessage });
    }
    if (ctx.path === '/change-password') {
      // Spec 2 section 5: a vendor's new password follows the vendor rules, whatever the browser checked.
      const session = await getSessionFromCtx(ctx);
      if (session && (await findAccessRow(authTx(db), session.user.id))?.role === 'vendor') {
        const problem = vendorNewPasswordProblem(
          typeof body.newPassword === 'string' ? body.newPassword : '',
        );
        if (problem) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: problem });
      }
      // A changed password must end every other session, whatever the client asked for.
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-in/email') return;
    const email = text((ctx.body as Record<string, unknown> | undefined)?.email);
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD')
        await recordFailedSignIn(authTx(db), email, FAILED_SIGN_IN_LIMIT, LOCK_MINUTES * 60);
      return;
    }
    await clearFailedSignIns(authTx(db), email);
  });

  return { before, after };
}
