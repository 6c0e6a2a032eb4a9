import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { emailOutbox, invoiceReminders, notifications } from '../../src/db/schema/index.ts';
import { sendInvoiceReminders } from '../../src/domains/receivables/send-invoice-reminders.ts';
import { runExclusive } from '../../src/jobs/run-exclusive.ts';
import { addCompanyMember } from '../helpers/companies.ts';
import { callAs, type SignedIn } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import {
  type AccountCompany,
  accountCompany,
  type InvoiceRow,
  insertInvoice,
  insertPayment,
} from './ledger-fixtures.ts';

// docs/product/receivables.md, "Reminders", with the default days: 3 before the due day, 7 and 14 after.

let ctx: MailTestContext;
let account: AccountCompany;
let admin: SignedIn;
let buyer: SignedIn;

const run = (today: string) =>
  runExclusive(ctx.database, 'invoice-reminders', (tx) => sendInvoiceReminders(tx, today));

async function remindersOf(invoice: InvoiceRow): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ days: invoiceReminders.daysFromDue })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoice.id));
  return rows.map((r) => r.days).sort((x, y) => x - y);
}

async function mailsOf(invoice: InvoiceRow) {
  await ctx.deliverMail();
  const rows = await ctx.database.db
    .select({
      to: emailOutbox.toAddress,
      template: emailOutbox.template,
      status: emailOutbox.status,
      variables: emailOutbox.variables,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.template, ['invoice_due_soon', 'invoice_overdue']));
  return rows
    .filter((r) => r.variables.invoiceNumber === invoice.number)
    .map((r) => ({ to: r.to, template: r.template, status: r.status }))
    .sort((x, y) => `${x.template}${x.to}`.localeCompare(`${y.template}${y.to}`));
}

beforeAll(async () => {
  ctx = await createMailTestApp();
  account = await accountCompany(ctx);
  admin = await addCompanyMember(ctx, account.companyId, { role: 'admin' });
  buyer = await addCompanyMember(ctx, account.companyId, { role: 'buyer' });
  // The admin turns payment emails off in Email Preferences.
  const off = await callAs(ctx, admin, 'PUT', '/api/me/email-preferences', { paymentNotifications: false });
  expect(off.statusCode, off.body).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('invoice reminders', () => {
  it('sends each reminder once: before the due day to those who take payment emails, the overdue notice to all', async () => {
    const invoice = await insertInvoice(ctx, account, {
      issuedOn: '2027-03-01',
      dueOn: '2027-03-31',
      total: '300.00',
    });
    await run('2027-03-27');
    expect(await remindersOf(invoice)).toEqual([]);

    await run('2027-03-28');
    await run('2027-03-28');
    expect(await remindersOf(invoice)).toEqual([-3]);
    const owner = account.owner.user.email;
    expect(await mailsOf(invoice)).toEqual(
      [
        { to: admin.user.email, template: 'invoice_due_soon', status: 'suppressed' },
        { to: owner, template: 'invoice_due_soon', status: 'sent' },
      ].sort((x, y) => x.to.localeCompare(y.to)),
    );
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(owner) && m.subject.includes(invoice.number),
    );
    expect(mail.subject).toBe(`Invoice ${invoice.number} is due on 31 March 2027`);
    expect(mail.raw.attachments.map((f) => f.filename)).toEqual([`tax-invoice-${invoice.number}.pdf`]);

    await run('2027-04-07');
    expect(await remindersOf(invoice)).toEqual([-3, 7]);
    const overdue = (await mailsOf(invoice)).filter((m) => m.template === 'invoice_overdue');
    expect(overdue.map((m) => [m.to, m.status]).sort()).toEqual(
      [
        [admin.user.email, 'sent'],
        [owner, 'sent'],
      ].sort(),
    );
    expect(overdue.some((m) => m.to === buyer.user.email)).toBe(false);
    const bell = await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, account.owner.user.id));
    expect(bell.map((n) => n.title)).toContain(`Invoice ${invoice.number} is overdue`);
  });

  it('after missed days sends only the latest reminder due, not a backlog', async () => {
    const invoice = await insertInvoice(ctx, account, {
      issuedOn: '2027-05-01',
      dueOn: '2027-05-31',
      total: '120.00',
    });
    await run('2027-06-20');
    expect(await remindersOf(invoice)).toEqual([14]);
    const mails = await mailsOf(invoice);
    expect(mails.map((m) => m.template)).toEqual(['invoice_overdue', 'invoice_overdue']);
    await run('2027-07-30');
    expect(await remindersOf(invoice)).toEqual([14]);
  });

  it('reminds of a part-paid invoice and never of one paid in full', async () => {
    const paid = await insertInvoice(ctx, account, {
      issuedOn: '2027-08-01',
      dueOn: '2027-08-31',
      total: '80.00',
    });
    const part = await insertInvoice(ctx, account, {
      issuedOn: '2027-08-01',
      dueOn: '2027-08-31',
      total: '90.00',
    });
    await insertPayment(ctx, account, {
      receivedOn: '2027-08-10',
      reference: 'EFT-1',
      allocations: [
        [paid, '80.00'],
        [part, '40.00'],
      ],
    });
    await run('2027-09-08');
    expect(await remindersOf(paid)).toEqual([]);
    expect(await remindersOf(part)).toEqual([7]);
    const partMail = (
      await ctx.database.db.select({ variables: emailOutbox.variables }).from(emailOutbox)
    ).find((r) => r.variables.invoiceNumber === part.number);
    expect(partMail?.variables).toMatchObject({ openAmount: '50.00', daysOverdue: 8 });
  });

  it('sends a reminder once when two instances run at once', async () => {
    const invoice = await insertInvoice(ctx, account, {
      issuedOn: '2027-10-01',
      dueOn: '2027-10-31',
      total: '60.00',
    });
    const bare = (database: typeof ctx.database) =>
      database.db.transaction((tx) => sendInvoiceReminders(tx, '2027-11-08'));
    if (ctx.database.url) {
      const second = await openDatabase({ url: ctx.database.url });
      try {
        await Promise.all([bare(ctx.database), bare(second)]);
      } finally {
        await second.close();
      }
    }
    await bare(ctx.database);
    await run('2027-11-08');
    expect(await remindersOf(invoice)).toEqual([7]);
    expect((await mailsOf(invoice)).map((m) => m.to).sort()).toEqual(
      [account.owner.user.email, admin.user.email].sort(),
    );
  });
});
