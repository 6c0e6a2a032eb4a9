import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, isAPIError } from 'better-auth/api';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema/index.ts';
import { AUTH_COOKIE_PREFIX } from '../../http/session-cookie.ts';
import { openPartnerAccount } from '../accounts/open-partner-account.ts';
import { hashPassword, verifyPassword } from '../accounts/password.ts';
import { joinBySignUp } from '../company-members/join-by-sign-up.ts';
import { isUserDisabled } from './auth.repository.ts';
import { authMailer, SIGN_IN_CODE_MINUTES } from './auth-emails.ts';
import { accountDisabledMessage, authHooks } from './auth-hooks.ts';
import { authTx, trackTransactions } from './auth-transaction.ts';
import { CLIENT_IP_HEADER } from './fetch-bridge.ts';
import { signUpInvitation } from './invitation-sign-up.ts';

/** Per client address; counted in rate_limits so every instance shares them. */
const authRateLimits = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 600, max: 10 },
  '/request-password-reset': { window: 900, max: 5 },
  '/reset-password': { window: 900, max: 10 },
  '/email-otp/send-verification-otp': { window: 600, max: 5 },
  '/sign-in/email-otp': { window: 600, max: 10 },
  '/two-factor/*': { window: 60, max: 10 },
  '/change-password': { window: 300, max: 10 },
};

export interface AuthDeps {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
  /**
   * What else a partner's sign-up writes, inside its transaction: the app makes it a lead for sales
   * (app.ts), so users does not reach up into leads.
   */
  onPartnerSignUp: (tx: Tx, signUp: { userId: string; name: string; email: string }) => Promise<void>;
}

/** The better-auth instance: email + password, email one-time codes and TOTP, sessions in PostgreSQL. */
export function createAuth({ config, database, logger, onPartnerSignUp }: AuthDeps) {
  const db = database.db;
  const mail = authMailer(db, config.PUBLIC_URL);
  const hooks = authHooks(db);
  const publicOrigin = new URL(config.PUBLIC_URL).origin;

  return betterAuth({
    appName: 'Party Central',
    baseURL: publicOrigin,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    // In development the Vite dev server (apps/web, port 5173) proxies /api with its own Origin.
    trustedOrigins:
      config.NODE_ENV === 'development' ? [publicOrigin, 'http://localhost:5173'] : [publicOrigin],
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => logger?.[level]({ module: 'auth' }, message),
    },
    // A refused sign-in is routine; only failures of our own making are worth an error line.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500)
          logger?.debug({ module: 'auth', code: error.body?.code }, error.message);
        else logger?.error({ module: 'auth', err: error }, 'auth request failed');
      },
    },
    database: drizzleAdapter(trackTransactions(db), {
      provider: 'pg',
      transaction: true,
      schema: { users, sessions, accounts, verifications, twoFactors, rateLimits },
    }),
    user: { modelName: 'users' },
    session: { modelName: 'sessions' },
    account: { modelName: 'accounts', accountLinking: { enabled: false } },
    verification: { modelName: 'verifications' },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: publicOrigin.startsWith('https://'),
      cookiePrefix: AUTH_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin checks under NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 100,
      customRules: authRateLimits,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => mail.passwordReset(user, token),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: ({ user, url }) => mail.verification(user, url),
    },
    databaseHooks: databaseHooks(db, onPartnerSignUp),
    hooks,
    plugins: authPlugins(mail),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * A partner's sign-up writes its account rows and what else the app adds (a lead) in its own
 * transaction; a disabled account gets no session.
 */
function databaseHooks(db: Db, onPartnerSignUp: AuthDeps['onPartnerSignUp']) {
  return {
    user: {
      create: {
        // Through an invitation the link proved the mailbox (docs/product/company-accounts.md).
        before: async (user) => (signUpInvitation() ? { data: { ...user, emailVerified: true } } : undefined),
      },
    },
    account: {
      create: {
        // The credential account is linked inside sign-up's transaction, right after the user row.
        before: async (account, ctx) => {
          if (ctx?.path !== '/sign-up/email') return;
          const name = String((ctx.body as { name?: unknown }).name ?? '').trim();
          const email = String((ctx.body as { email?: unknown }).email ?? '')
            .trim()
            .toLowerCase();
          const invitation = signUpInvitation();
          // A member of the inviting company, not a new company, nor a lead for sales.
          if (invitation)
            return void (await joinBySignUp(authTx(db), {
              userId: account.userId,
              name,
              email,
              ...invitation,
            }));
          await openPartnerAccount(authTx(db), account.userId, name);
          await onPartnerSignUp(authTx(db), { userId: account.userId, name, email });
        },
      },
    },
    session: {
      create: {
        before: async (session) => {
          if (await isUserDisabled(authTx(db), session.userId))
            throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: accountDisabledMessage });
        },
      },
    },
  } satisfies BetterAuthOptions['databaseHooks'];
}

/** Sign-in by an emailed one-time code, and TOTP second factors. */
function authPlugins(mail: ReturnType<typeof authMailer>) {
  return [
    emailOTP({
      disableSignUp: true,
      otpLength: 6,
      expiresIn: SIGN_IN_CODE_MINUTES * 60,
      allowedAttempts: 3,
      storeOTP: 'hashed',
      sendVerificationOTP: ({ email, otp }) => mail.signInCode(email, otp),
    }),
    twoFactor({
      issuer: 'Party Central',
      // Its per-account lock would let anyone holding the password lock the owner out; wrong codes
      // get the growing per-address-and-account waits of sign-in-throttle.ts instead (ADR 0003).
      accountLockout: { enabled: false },
      schema: { twoFactor: { modelName: 'twoFactors' } },
    }),
  ];
}
