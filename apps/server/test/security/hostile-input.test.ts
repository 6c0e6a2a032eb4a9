import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../src/db/schema/index.ts';
import { authClient, ORIGIN } from '../auth/auth-client.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * Issue 17's hostile-input findings, one by one, so each stays fixed: a NUL character anywhere is a
 * 400 in the API's one error shape (never a 500 from the database), better-auth's own user routes
 * keep the profile form's limits, router refusals answer in the one shape without echoing the
 * address, and every LIKE pattern is built by db/like.ts.
 */

let ctx: TestContext;
let partner: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInAs(ctx, { role: 'partner' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
});
afterAll(() => ctx.close());

const NUL = '\u0000';
const uuid = '0b4f1c9e-6a0f-4c1e-9d3a-2f6b7e8a9c10';

function expectRefusedNaming(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.message).toContain(field);
  expect(error.message).toContain('NUL character');
}

describe('a NUL character is refused before any query, with the field named', () => {
  const queries: [label: string, url: string, field: string, who: 'anonymous' | 'partner' | 'admin'][] = [
    ['product search', '/api/store/products?search=bal%00loon', 'search', 'anonymous'],
    ['FAQ search', '/api/store/faqs?search=deliv%00ery', 'search', 'anonymous'],
    ['support conversations search', '/api/partner/support/conversations?search=a%00', 'search', 'partner'],
    ['a parameter the route does not know', '/api/store/products?x%00y=1', 'x\\u0000y', 'anonymous'],
    ['a path parameter', `/api/partner/orders/${uuid}%00`, 'id', 'partner'],
    ['a product slug', '/api/store/products/party%00hats', 'slug', 'anonymous'],
  ];
  for (const [label, url, field, who] of queries)
    it(`in the query or path: ${label}`, async () => {
      const headers = who === 'partner' ? partner.headers : who === 'admin' ? admin.headers : {};
      expectRefusedNaming(await ctx.app.inject({ method: 'GET', url, headers }), field);
    });

  const bodies: [label: string, method: 'POST' | 'PUT', url: string, body: object, field: string][] = [
    [
      'checkout summary promo code',
      'POST',
      '/api/partner/checkout/summary',
      { promoCode: `SAVE${NUL}10` },
      'promoCode',
    ],
    [
      'ticket title',
      'POST',
      '/api/partner/support/tickets',
      { title: `Late${NUL}`, description: 'x', category: 'order' },
      'title',
    ],
    [
      'ticket description',
      'POST',
      '/api/partner/support/tickets',
      { title: 'Late', description: `a${NUL}b` },
      'description',
    ],
    [
      'review comment',
      'POST',
      `/api/partner/products/${uuid}/reviews`,
      { rating: 5, title: 'Great', comment: `a${NUL}` },
      'comment',
    ],
    [
      'credit request reason',
      'POST',
      '/api/partner/credit/requests',
      { requestedLimit: 5000, reason: `a${NUL}` },
      'reason',
    ],
    [
      'a nested field',
      'POST',
      '/api/partner/credit/requests',
      { extra: { additionalInfo: [`a${NUL}`] } },
      'extra.additionalInfo.0',
    ],
    [
      'admin system message',
      'PUT',
      '/api/admin/settings',
      { systemMessage: `Closed${NUL}` },
      'systemMessage',
    ],
  ];
  for (const [label, method, url, body, field] of bodies)
    it(`in the body: ${label}`, async () => {
      const headers = url.startsWith('/api/admin') ? admin.headers : partner.headers;
      const res = await ctx.app.inject({ method, url, headers, payload: body });
      expectRefusedNaming(res, field);
    });

  it("in better-auth's sign-in: a 400 in the one shape, never a 500 or a null body", async () => {
    const res = await authClient(ctx).post('/sign-in/email', {
      email: `pat${NUL}@example.com.au`,
      password: 'x1y2z3w4',
    });
    expectRefusedNaming(res, 'email');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: 'email=pat%00%40example.com.au&password=x1y2z3w4',
    });
    expectRefusedNaming(form, 'email');
  });
});

describe("better-auth's own user routes keep the profile's rules", () => {
  const updateUser = (who: SignedIn, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...who.headers, 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify(body),
    });
  const storedName = async (who: SignedIn) =>
    (await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.id, who.user.id)))[0]
      ?.name;

  it("refuses a 20,000-character name (and one of 121) with the profile form's message; 120 is taken", async () => {
    const who = await signInAs(ctx);
    const before = await storedName(who);
    // 20,000 characters stop at the input guard, before better-auth; 121 at the profile's rule.
    const huge = await updateUser(who, { name: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toEqual({ name: 'Must be at most 10,000 characters' });
    const over = await updateUser(who, { name: 'x'.repeat(121) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Name must be at most 120 characters',
    });
    expect(await storedName(who)).toBe(before);
    expect((await updateUser(who, { name: 'y'.repeat(120) })).statusCode).toBe(200);
    expect(await storedName(who)).toBe('y'.repeat(120));
    const blank = await updateUser(who, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Name is required' });
  });

  it('refuses a picture address that is not http(s)', async () => {
    const who = await signInAs(ctx);
    const res = await updateUser(who, { image: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Avatar URL must start with https:// or http://');
  });

  it('refuses a sign-up name over 120 characters, writing no account', async () => {
    const email = `long-name-${Date.now()}@example.com.au`;
    const res = await authClient(ctx).post('/sign-up/email', {
      email,
      password: 'party-pass-1',
      name: 'z'.repeat(500),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name must be at most 120 characters');
    expect(await ctx.database.db.select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
  });
});

describe('router refusals', () => {
  it('answers an over-long path part with 414 in the one error shape, without echoing it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/store/products/${'<script>'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'A part of this address is too long (at most 100 characters).' },
    });
    expect(res.body).not.toContain('script');
  });

  it('answers a malformed address in the one shape, without echoing it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/products/%E0%A4%A<b>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'This address is not valid.' } });
  });
});

describe('LIKE wildcards', () => {
  const serverSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });

  it('every LIKE pattern of the server is built by db/like.ts', () => {
    const offenders: string[] = [];
    for (const file of files(serverSrc)) {
      const name = relative(serverSrc, file);
      if (name === join('db', 'like.ts')) continue;
      const text = readFileSync(file, 'utf8');
      const usesLike = /\bi?like\(|\bi?like \$\{/i.test(text);
      // A pattern put together by hand: `%${…}`, '%' + …, or the typed text as the pattern itself, in
      // a file that runs LIKE (elsewhere a % is percent-encoding or a PDF comment, not a pattern).
      if (usesLike && /[`'"]%\$\{|['"]%['"]\s*\+|\+\s*['"]%['"]/.test(text))
        offenders.push(`${name}: builds a % pattern`);
      if (usesLike && !/from '(\.\.\/)+db\/like\.ts'/.test(text))
        offenders.push(`${name}: LIKE without db/like.ts`);
    }
    expect(offenders).toEqual([]);
  });

  it('takes % and _ in a search as the characters themselves', async () => {
    const list = async (search: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/users?search=${encodeURIComponent(search)}`,
          headers: admin.headers,
        })
      ).json();
    expect((await list('')).items.length).toBeGreaterThan(0);
    expect((await list('%')).items).toEqual([]);
    expect((await list('_')).items).toEqual([]);
  });
});
