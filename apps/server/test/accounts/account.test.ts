import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emailOutbox, users } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { enqueueEmail } from '../../src/domains/email/enqueue-email.ts';
import { drainOutbox } from '../../src/jobs/outbox-worker.ts';
import { authClient, principalOf, signIn } from '../auth/auth-client.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createProduct, postQuote, quoteBody } from '../quotes/quote-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const call = (who: SignedIn, method: 'GET' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

// The dev mailbox: with no SMTP_URL the worker keeps each mail as 'stored' or marks it 'suppressed'.
const drain = () =>
  drainOutbox({
    database: ctx.database,
    config: { MAIL_FROM: 'Party Central <hello@partycentral.com.au>', PUBLIC_URL: 'http://localhost:3000' },
  });

describe('account: profile, password and email preferences', () => {
  it('requires authentication', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/profile'],
      ['PATCH', '/api/me/profile'],
      ['GET', '/api/me/email-preferences'],
      ['PUT', '/api/me/email-preferences'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("shows the caller's own profile with the sign-in email", async () => {
    const partner = await signInAs(ctx, { name: 'Priya Nair' });
    const res = await call(partner, 'GET', '/api/me/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: partner.user.id,
      name: 'Priya Nair',
      email: partner.user.email,
      // A partner's company of one is named after them until they name it (docs/product/company-accounts.md).
      companyName: "Priya Nair's company",
      phone: null,
      abn: null,
      avatarUrl: null,
    });
  });

  it('updates name, company, phone and avatar, and the new name reaches the session', async () => {
    const partner = await signInAs(ctx);
    const res = await call(partner, 'PATCH', '/api/me/profile', {
      name: '  Sam Lee ',
      companyName: 'Lee Events Pty Ltd',
      phone: '02 9123 4567',
      avatarUrl: 'https://images.example.com.au/sam.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Sam Lee',
      companyName: 'Lee Events Pty Ltd',
      phone: '02 9123 4567',
      avatarUrl: 'https://images.example.com.au/sam.png',
    });
    expect((await call(partner, 'GET', '/api/me/profile')).json().companyName).toBe('Lee Events Pty Ltd');
    expect(await principalOf(ctx, partner.cookie)).toMatchObject({ name: 'Sam Lee' });

    // A field left out keeps its value; an empty one clears it.
    const cleared = await call(partner, 'PATCH', '/api/me/profile', { avatarUrl: '' });
    expect(cleared.json()).toMatchObject({
      name: 'Sam Lee',
      companyName: 'Lee Events Pty Ltd',
      avatarUrl: null,
    });
  });

  it('refuses to change the email: it is read-only, and stays as it was', async () => {
    const partner = await signInAs(ctx);
    const res = await call(partner, 'PATCH', '/api/me/profile', {
      name: 'Taken Over',
      email: 'someone-else@example.com.au',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe(
      'Your email address is your sign-in and cannot be changed from your profile',
    );
    const after = (await call(partner, 'GET', '/api/me/profile')).json();
    expect(after.email).toBe(partner.user.email);
    expect(after.name).toBe('Test User');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, partner.user.id));
    expect(user?.email).toBe(partner.user.email);
  });

  it('rejects bad input with messages a person can act on', async () => {
    const partner = await signInAs(ctx);
    const res = await call(partner, 'PATCH', '/api/me/profile', {
      name: '',
      phone: 'call me',
      avatarUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Name is required',
      phone: 'Enter a phone number of digits, spaces, +, ( ) or - (e.g. 02 9123 4567)',
      avatarUrl: 'Avatar URL must start with https:// or http://',
    });
  });

  it('saves an ABN that passes the checksum (spaces allowed) and refuses one that does not', async () => {
    const partner = await signInAs(ctx);
    const good = await call(partner, 'PATCH', '/api/me/profile', {
      companyName: 'Harbour Party Hire',
      abn: '51 824 753 556',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ companyName: 'Harbour Party Hire', abn: '51824753556' });

    const bad = await call(partner, 'PATCH', '/api/me/profile', { abn: '51 824 753 557' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.abn).toContain('Enter a valid ABN');
    // The Business details are the company's (docs/product/company-accounts.md).
    const [row] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyIdOf(partner.user.id)));
    expect(row).toMatchObject({ name: 'Harbour Party Hire', abn: '51824753556' });

    const short = await call(partner, 'PATCH', '/api/me/profile', { abn: '5182475355' });
    expect(short.statusCode).toBe(400);
  });

  it('changes the password only with the right current password and the project rule', async () => {
    const user = await createUser(ctx);
    const session = await signInAs(ctx, { user });
    const client = authClient(ctx);
    const wrong = await client.post(
      '/change-password',
      { currentPassword: 'not-my-password', newPassword: 'Fresh-pass-9' },
      session.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    const tooShort = await client.post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'abc' },
      session.cookie,
    );
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await signIn(ctx, user.email, user.password)).res.statusCode).toBe(200);

    const ok = await client.post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'Fresh-pass-9' },
      session.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await signIn(ctx, user.email, 'Fresh-pass-9')).res.statusCode).toBe(200);
  });

  it('starts with every email kind on, saves switches, and keeps them', async () => {
    const partner = await signInAs(ctx);
    const initial = await call(partner, 'GET', '/api/me/email-preferences');
    expect(initial.json()).toMatchObject({
      orderNotifications: true,
      quoteNotifications: true,
      promotionalEmails: true,
      stockAlerts: true,
    });
    const saved = await call(partner, 'PUT', '/api/me/email-preferences', {
      promotionalEmails: false,
      stockAlerts: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      orderNotifications: true,
      promotionalEmails: false,
      stockAlerts: false,
    });
    const again = (await call(partner, 'GET', '/api/me/email-preferences')).json();
    expect(again).toMatchObject({ orderNotifications: true, promotionalEmails: false, stockAlerts: false });

    // Another user's switches are untouched.
    const other = await signInAs(ctx);
    expect((await call(other, 'GET', '/api/me/email-preferences')).json().stockAlerts).toBe(true);

    expect((await call(partner, 'PUT', '/api/me/email-preferences', {})).statusCode).toBe(400);
    const unknown = await call(partner, 'PUT', '/api/me/email-preferences', { smsUpdates: true });
    expect(unknown.statusCode).toBe(400);
    expect((await call(partner, 'PUT', '/api/me/email-preferences', { stockAlerts: 'no' })).statusCode).toBe(
      400,
    );
  });

  it('obeys the switches when mail is sent: order and quote mail stop when turned off, and resume', async () => {
    const partner = await signInAs(ctx);
    const off = await call(partner, 'PUT', '/api/me/email-preferences', {
      orderNotifications: false,
      quoteNotifications: false,
    });
    expect(off.statusCode).toBe(200);

    const order = (orderNumber: string) =>
      ctx.database.db.transaction((tx) =>
        enqueueEmail(tx, {
          to: partner.user.email,
          userId: partner.user.id,
          template: 'order_confirmation',
          variables: {
            customerName: 'Test User',
            orderNumber,
            items: [],
            subtotal: 10,
            deliveryCost: 0,
            total: 10,
          },
        }),
      );
    await order('ORD-000001');
    // A storefront quote request from the partner's address: the preference is found by email.
    const product = await createProduct(ctx);
    const quote = await postQuote(ctx, quoteBody(product, { customerEmail: partner.user.email }));
    expect(quote.statusCode).toBe(201);
    await drain();

    const statuses = async () =>
      (
        await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, partner.user.email))
      ).map((row) => `${row.template}:${row.subject}:${row.status}`);
    const first = await statuses();
    expect(first).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^order_confirmation:.*ORD-000001:suppressed$/),
        expect.stringMatching(/^quote_request_confirmation:.*:suppressed$/),
      ]),
    );

    await call(partner, 'PUT', '/api/me/email-preferences', { orderNotifications: true });
    await order('ORD-000002');
    await drain();
    expect(await statuses()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^order_confirmation:.*ORD-000002:stored$/)]),
    );
  });
});
