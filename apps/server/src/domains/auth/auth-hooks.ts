import { authTexts, authUserFieldsSchema, vendorNewPasswordProblem } from '@party/shared';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client.ts';
import { findAccountAccess } from '../accounts/find-account.ts';
import { authTx } from './auth-transaction.ts';
import { CLIENT_IP_HEADER } from './fetch-bridge.ts';
import {
  recordFailedSignIn,
  recordFailedTwoFactor,
  recordSuccessfulSignIn,
  recordSuccessfulTwoFactor,
  signInWait,
  throttledMessage,
  twoFactorThrottledMessage,
  twoFactorWait,
} from './sign-in-throttle.ts';

export const accountDisabledMessage = 'This account has been disabled. Please contact support.';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The client address the Fastify bridge put in its header ('unknown' for server-side calls). */
function clientAddress(headers: Headers | undefined): string {
  return headers?.get(CLIENT_IP_HEADER) || 'unknown';
}

/** The routes that check a second-factor code, and the answers that mean the code was wrong. */
const TWO_FACTOR_VERIFY_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
]);
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code is being tried: the user of the pending sign-in (the signed two-factor cookie names a
 * verification row holding their id, as better-auth's twoFactor plugin reads it), else the
 * signed-in user confirming their authenticator app. Null when neither is there (the route refuses).
 */
async function twoFactorUserId(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (challenge) {
    const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
    if (verification) return verification.value;
  }
  return (await getSessionFromCtx(ctx))?.user.id ?? null;
}

/**
 * Sign-up and sign-in need an email and a password, sign-up a name too; a name or picture written by
 * sign-up or update-user follows the profile form's rules (packages/shared).
 */
function assertAccountFields(path: string, body: Record<string, unknown>): void {
  if (path === '/sign-up/email' || path === '/sign-in/email') {
    if (!text(body.email) || !text(body.password))
      throw new APIError('BAD_REQUEST', {
        code: 'MISSING_CREDENTIALS',
        message: authTexts.missingCredentials,
      });
  }
  if (path === '/sign-up/email' && !text(body.name))
    throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: authTexts.nameRequired });
  if (path === '/sign-up/email' || path === '/update-user') {
    const fields = authUserFieldsSchema.safeParse({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.image !== undefined ? { image: body.image } : {}),
    });
    if (!fields.success)
      throw new APIError('BAD_REQUEST', {
        code: 'VALIDATION_FAILED',
        message: fields.error.issues[0]?.message ?? 'Invalid input',
      });
  }
}

/**
 * Rules better-auth does not know: sign-up needs a name, names and pictures follow the profile's
 * rules, password and second-factor code guessing is slowed per address and account
 * (sign-in-throttle.ts), and a changed password ends
 * the other sessions. A disabled account is refused when its session would be created (auth.ts), that
 * is only after the right password, so no answer tells a stranger that an email has an account.
 */
export function authHooks(db: Db) {
  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    assertAccountFields(ctx.path, body);
    if (ctx.path === '/sign-in/email') {
      const wait = await signInWait(authTx(db), clientAddress(ctx.headers), text(body.email));
      if (wait > 0)
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { code: 'SIGN_IN_THROTTLED', message: throttledMessage(wait) },
          { 'Retry-After': String(wait) },
        );
    }
    if (TWO_FACTOR_VERIFY_PATHS.has(ctx.path)) {
      const wait = await twoFactorWait(authTx(db), clientAddress(ctx.headers), await twoFactorUserId(ctx));
      if (wait > 0)
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { code: 'TWO_FACTOR_THROTTLED', message: twoFactorThrottledMessage(wait) },
          { 'Retry-After': String(wait) },
        );
    }
    if (ctx.path === '/change-password') {
      // docs/product/vendor-portal.md (Security): a vendor's new password follows the vendor rules,
      // whatever the browser checked.
      const session = await getSessionFromCtx(ctx);
      if (session && (await findAccountAccess(authTx(db), session.user.id))?.role === 'vendor') {
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
    if (TWO_FACTOR_VERIFY_PATHS.has(ctx.path)) return afterTwoFactor(ctx);
    if (ctx.path !== '/sign-in/email') return;
    const email = text((ctx.body as Record<string, unknown> | undefined)?.email);
    const address = clientAddress(ctx.headers);
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD')
        await recordFailedSignIn(authTx(db), address, email);
      return;
    }
    await recordSuccessfulSignIn(authTx(db), address, email);
  });

  async function afterTwoFactor(ctx: HookContext) {
    const address = clientAddress(ctx.headers);
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      if (WRONG_CODE.has(String(returned.body?.code)))
        await recordFailedTwoFactor(authTx(db), address, await twoFactorUserId(ctx));
      return;
    }
    const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
    if (typeof userId === 'string') await recordSuccessfulTwoFactor(authTx(db), address, userId);
  }

  return { before, after };
}
