import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailPreferences, systemSettings } from '../../src/db/schema/index.ts';
import { type EmailRequest, enqueueEmail } from '../../src/domains/email/enqueue-email.ts';
import { drainOutbox, startOutboxWorker } from '../../src/jobs/outbox-worker.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let sink: SmtpSink;
let admin: SignedIn;
const mailConfig = () => ({
  SMTP_URL: sink.url,
  MAIL_FROM: 'Party Central <hello@partycentral.com.au>',
  PUBLIC_URL: 'http://localhost:3000',
});
const drain = (now?: Date) => drainOutbox({ database: ctx.database, config: mailConfig() }, { now });

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const uniqueAddress = () => `buyer-${crypto.randomUUID().slice(0, 8)}@example.com.au`;
const enqueue = (email: EmailRequest) => ctx.database.db.transaction((tx) => enqueueEmail(tx, email));
const rowFor = async (to: string) => {
  const [row] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row!;
};
const orderEmail = (to: string, userId?: string): EmailRequest => ({
  to,
  userId,
  template: 'order_confirmation',
  variables: {
    customerName: 'Priya <Events> & Co',
    orderNumber: 'ORD-001042',
    items: [
      { productName: 'Gold Foil Balloons (50 pack)', quantity: 3, price: 24.5 },
      { productName: 'Rose Gold Tableware Set', quantity: 1, price: '1149.00' },
    ],
    subtotal: '1222.50',
    deliveryCost: 12,
    total: 1234.5,
    deliveryMethod: 'Standard delivery',
  },
});

describe('email outbox', () => {
  it('sends mail queued in the same millisecond as the drain (PostgreSQL keeps microseconds)', async () => {
    const to = uniqueAddress();
    await enqueue(orderEmail(to));
    const now = new Date(Date.now() + 60_000);
    // Due half a millisecond after `now`: a JavaScript date cannot say so, so at its resolution it is due.
    await ctx.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`${now.toISOString()}::timestamptz + interval '500 microseconds'` })
      .where(eq(emailOutbox.toAddress, to));
    expect((await drain(now)).sent).toBe(1);
    expect((await rowFor(to)).status).toBe('sent');
  });

  it('requires authentication', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/mailbox' })).statusCode).toBe(401);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/admin/mailbox/${crypto.randomUUID()}` });
    expect(one.statusCode).toBe(401);
  });

  it('sends a queued email over SMTP with an HTML and a plain-text part in en-AU and AUD', async () => {
    const to = uniqueAddress();
    await enqueue(orderEmail(to));
    expect((await rowFor(to)).subject).toBe('Order confirmed: ORD-001042');
    const report = await drain();
    expect(report.sent).toBeGreaterThanOrEqual(1);

    const mail = await sink.waitForMail((m) => m.to.includes(to));
    expect(mail.subject).toBe('Order confirmed: ORD-001042');
    expect(mail.from).toBe('hello@partycentral.com.au');
    expect(mail.html).toContain('$1,234.50');
    expect(mail.html).toContain('$73.50'); // 3 × $24.50
    expect(mail.html).toContain('Priya &lt;Events&gt; &amp; Co');
    expect(mail.html).not.toContain('<Events>');
    expect(mail.text).toContain('Total (AUD): $1,234.50');
    expect(mail.text).toContain('Hi Priya <Events> & Co,');
    expect(mail.text).toContain('Estimated delivery: 3-5 business days.');
    expect(mail.text).toContain('Track your order: http://localhost:3000/partner/orders');

    const row = await rowFor(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.html).toContain('$1,234.50');
  });

  it('retries after a refused delivery with backoff, then delivers', async () => {
    const to = uniqueAddress();
    await enqueue(orderEmail(to));
    sink.rejectNext(1);
    const start = new Date();
    expect((await drain(start)).retried).toBe(1);
    const afterFirst = await rowFor(to);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst.lastError).toContain('Mailbox temporarily unavailable');
    expect(afterFirst.nextAttemptAt.getTime() - start.getTime()).toBe(30_000);

    expect((await drain(new Date(start.getTime() + 10_000))).sent).toBe(0); // not due yet
    expect(sink.messages.some((m) => m.to.includes(to))).toBe(false);

    expect((await drain(new Date(start.getTime() + 31_000))).sent).toBe(1);
    await sink.waitForMail((m) => m.to.includes(to));
    expect(await rowFor(to)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after five refused attempts, waiting 30 s, 2 min, 10 min and 1 h between them', async () => {
    const to = uniqueAddress();
    await enqueue(orderEmail(to));
    sink.rejectNext(5);
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await drain(now);
      const row = await rowFor(to);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      waits.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    expect(waits).toEqual([30_000, 120_000, 600_000, 3_600_000]);
    expect((await drain(now)).failed).toBe(1);
    const row = await rowFor(to);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row.lastError).toContain('Mailbox temporarily unavailable');
    expect(sink.messages.some((m) => m.to.includes(to))).toBe(false);
  });

  it('suppresses all but sign-in mail while the email_notifications setting is off', async () => {
    await ctx.database.db.insert(systemSettings).values({ key: 'email_notifications', value: 'false' });
    try {
      const orderTo = uniqueAddress();
      const codeTo = uniqueAddress();
      await enqueue(orderEmail(orderTo));
      await enqueue({ to: codeTo, template: 'sign_in_code', variables: { code: '482913' } });
      await drain();
      expect(await rowFor(orderTo)).toMatchObject({
        status: 'suppressed',
        lastError: 'Email notifications are turned off in system settings',
      });
      const code = await sink.waitForMail((m) => m.to.includes(codeTo));
      expect(code.subject).toBe('Your Party Central sign-in code');
      expect(code.text).toContain('482913');
      expect(sink.messages.some((m) => m.to.includes(orderTo))).toBe(false);
    } finally {
      await ctx.database.db.delete(systemSettings).where(eq(systemSettings.key, 'email_notifications'));
    }
  });

  it("obeys the recipient's email preferences by kind of mail", async () => {
    const user = await createUser(ctx, { role: 'partner' });
    await ctx.database.db
      .insert(emailPreferences)
      .values({ userId: user.id, quoteNotifications: false })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { quoteNotifications: false } });
    await enqueue({
      to: user.email,
      userId: user.id,
      template: 'quote_ready_notification',
      variables: { customerName: 'Sam', quoteNumber: 'Q-000007', total: 300 },
    });
    // A storefront request carries no user id: the preference is found by address.
    await enqueue({
      to: user.email.toUpperCase(),
      template: 'quote_request_confirmation',
      variables: { customerName: 'Sam', quoteNumber: 'Q-000008' },
    });
    await enqueue(orderEmail(user.email, user.id));
    await drain();
    const rows = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(Object.fromEntries(rows.map((r) => [r.template, r.status]))).toEqual({
      quote_ready_notification: 'suppressed',
      order_confirmation: 'sent',
    });
    expect(rows.find((r) => r.status === 'suppressed')?.lastError).toBe(
      'The recipient turned off quote emails',
    );
    expect((await rowFor(user.email.toUpperCase())).status).toBe('suppressed');
    await sink.waitForMail((m) => m.to.includes(user.email) && m.subject === 'Order confirmed: ORD-001042');
  });

  it('wakes on commit: a queued email goes out without waiting for the poll', async () => {
    const worker = await startOutboxWorker({ database: ctx.database, config: mailConfig() });
    try {
      // Let the start-up drain finish, so only the commit's NOTIFY can send the next mail soon.
      await new Promise((r) => setTimeout(r, 500));
      const to = uniqueAddress();
      await enqueue({ to, template: 'welcome', variables: { name: 'Jordan' } });
      const mail = await sink.waitForMail((m) => m.to.includes(to), 5000);
      expect(mail.subject).toBe('Welcome to Party Central');
    } finally {
      await worker.stop();
    }
  });
});

describe('dev mailbox (no SMTP_URL)', () => {
  const drainWithoutSmtp = () =>
    drainOutbox({
      database: ctx.database,
      config: { MAIL_FROM: 'Party Central <hello@partycentral.com.au>', PUBLIC_URL: 'http://localhost:3000' },
    });

  it('keeps rendered mail as stored, readable by admins only', async () => {
    const to = uniqueAddress();
    await enqueue({
      to,
      template: 'password_reset',
      variables: { name: 'Kim', url: 'http://localhost:3000/update-password?token=abc' },
    });
    expect((await drainWithoutSmtp()).stored).toBeGreaterThanOrEqual(1);
    const row = await rowFor(to);
    expect(row.status).toBe('stored');
    expect(sink.messages.some((m) => m.to.includes(to))).toBe(false);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/mailbox', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id: row.id,
      to,
      subject: 'Reset your Party Central password',
      template: 'password_reset',
      status: 'stored',
    });
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/mailbox/${row.id}`,
      headers: admin.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().html).toContain('href="http://localhost:3000/update-password?token=abc"');
    expect(one.json().text).toContain('Reset password: http://localhost:3000/update-password?token=abc');

    const partner = await signInAs(ctx, { role: 'partner' });
    for (const url of ['/api/admin/mailbox', `/api/admin/mailbox/${row.id}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: partner.headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('filters by status and answers unknown or malformed ids with 404 and 400', async () => {
    const stored = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mailbox?status=suppressed',
      headers: admin.headers,
    });
    expect(stored.json().items.length).toBeGreaterThan(0);
    expect(stored.json().items.every((i: { status: string }) => i.status === 'suppressed')).toBe(true);
    const missing = `/api/admin/mailbox/${crypto.randomUUID()}`;
    expect((await ctx.app.inject({ method: 'GET', url: missing, headers: admin.headers })).statusCode).toBe(
      404,
    );
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/mailbox/42', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});
