import { createHmac } from 'node:crypto';
import type { Principal } from '@party/shared';
import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema/index.ts';
import { cookieFrom, randomIp, type SignedIn } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';

export const ORIGIN = 'http://localhost:3000';

/** A browser-like client for /api/auth/*: one client address, the site's Origin, its own cookie. */
export function authClient(ctx: Pick<TestContext, 'app'>, origin = ORIGIN, ip = randomIp()) {
  return {
    ip,
    post: (path: string, payload: unknown, cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/auth${path}`,
        headers: {
          'content-type': 'application/json',
          origin,
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
        },
        payload: JSON.stringify(payload),
      }),
    get: (url: string, cookie?: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      }),
  };
}

export async function signUp(ctx: TestContext, body: Record<string, unknown>) {
  return authClient(ctx).post('/sign-up/email', body);
}

/** Signs in by password; returns the response and the session cookie it set. */
export async function signIn(ctx: TestContext, email: string, password: string) {
  const res = await authClient(ctx).post('/sign-in/email', { email, password });
  return { res, cookie: cookieFrom(res.headers['set-cookie']) };
}

export async function principalOf(ctx: TestContext, cookie: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return res.json().principal as Principal | null;
}

/** The newest outbox mail of a template to an address: what the worker would send. */
export async function lastMail(ctx: TestContext, to: string, template: string) {
  const [row] = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Turns on TOTP two-factor for a signed-in user as the Security tab does (enable, then a first code
 * from the authenticator app); returns the otpauth:// URI the app holds and the user's backup codes.
 */
export async function enrolTotp(ctx: Pick<TestContext, 'app'>, signedIn: SignedIn) {
  const client = authClient(ctx);
  const enable = await client.post(
    '/two-factor/enable',
    { password: signedIn.user.password },
    signedIn.cookie,
  );
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.body}`);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const confirm = await client.post(
    '/two-factor/verify-totp',
    { code: totpFromUri(totpURI) },
    signedIn.cookie,
  );
  if (confirm.statusCode !== 200) throw new Error(`two-factor confirm failed: ${confirm.body}`);
  return { totpURI, backupCodes };
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from an otpauth:// URI, as an authenticator app computes it. */
export function totpFromUri(uri: string, at = Date.now()): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const key = base32Decode(secret);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of input.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}
