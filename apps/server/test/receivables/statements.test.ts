import { addDays, businessDay, monthOf, statementMessages } from '@party/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { emailOutbox } from '../../src/db/schema/index.ts';
import { getStatement } from '../../src/domains/receivables/get-statement.ts';
import { sendMonthlyStatements } from '../../src/domains/receivables/send-monthly-statements.ts';
import { runExclusive } from '../../src/jobs/run-exclusive.ts';
import { addCompanyMember } from '../helpers/companies.ts';
import { callAs, type SignedIn } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
} from '../orders/order-fixtures.ts';
import { pdfText } from '../orders/staff-fixtures.ts';
import {
  type AccountCompany,
  accountCompany,
  type InvoiceRow,
  insertInvoice,
  insertNote,
  insertPayment,
} from './ledger-fixtures.ts';

// docs/product/receivables.md, "Statements", on fixed days of 2026.

let ctx: MailTestContext;
let a: AccountCompany;
let admin: SignedIn;
let buyer: SignedIn;
let viewer: SignedIn;
let i1: InvoiceRow;
let i2: InvoiceRow;
let i3: InvoiceRow;
let noteNumber: string;

const get = (who: SignedIn, url: string) => callAs(ctx, who, 'GET', url);

beforeAll(async () => {
  ctx = await createMailTestApp();
  a = await accountCompany(ctx);
  admin = await addCompanyMember(ctx, a.companyId, { role: 'admin', name: 'Ada Admin' });
  buyer = await addCompanyMember(ctx, a.companyId, { role: 'buyer' });
  viewer = await addCompanyMember(ctx, a.companyId, { role: 'viewer' });
  // August: one invoice. September: part of it paid, a second invoice. October: a third invoice,
  // the first paid off (its reference looks like a formula), a note crediting the second, and a
  // note wholly refunded, which is not on the account.
  i1 = await insertInvoice(ctx, a, { issuedOn: '2026-08-10', dueOn: '2026-09-09', total: '1000.00' });
  await insertPayment(ctx, a, {
    receivedOn: '2026-09-05',
    reference: 'EFT-0905',
    allocations: [[i1, '400.00']],
  });
  i2 = await insertInvoice(ctx, a, { issuedOn: '2026-09-20', dueOn: '2026-10-20', total: '500.00' });
  i3 = await insertInvoice(ctx, a, { issuedOn: '2026-10-03', dueOn: '2026-11-02', total: '250.00' });
  await insertPayment(ctx, a, {
    receivedOn: '2026-10-15',
    reference: '=HYPERLINK("http://evil.example")',
    allocations: [[i1, '600.00']],
  });
  noteNumber = await insertNote(ctx, a, i2, { issuedOn: '2026-10-25', total: '150.00', credited: '100.00' });
  await insertNote(ctx, a, i3, { issuedOn: '2026-10-28', total: '20.00', credited: '0.00' });
}, 120_000);
afterAll(() => ctx.close());

describe('the statement of a month', () => {
  it('opens with what was owed, lists the month in date order and closes at the opening plus the lines', async () => {
    const res = await get(a.owner, '/api/partner/statements?month=2026-10');
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json();
    expect(statement).toMatchObject({
      month: '2026-10',
      asAt: '2026-10-31',
      openingBalance: 1100,
      closingBalance: 650,
    });
    expect(statement.lines).toEqual([
      {
        date: '2026-10-03',
        kind: 'invoice',
        reference: i3.number,
        description: `Order ${i3.orderId.slice(0, 8)}`,
        amount: 250,
        balanceAfter: 1350,
      },
      {
        date: '2026-10-15',
        kind: 'payment',
        reference: '=HYPERLINK("http://evil.example")',
        description: 'Bank transfer (EFT)',
        amount: -600,
        balanceAfter: 750,
      },
      {
        date: '2026-10-25',
        kind: 'adjustment_note',
        reference: noteNumber,
        description: `Credit against ${i2.number}`,
        amount: -100,
        balanceAfter: 650,
      },
    ]);
    // As at 31 October: the second invoice 11 days overdue, the third not yet due; they add up to the closing.
    expect(statement.ageing).toEqual({
      current: 250,
      days1to30: 400,
      days31to60: 0,
      days61to90: 0,
      days90plus: 0,
      total: 650,
    });
    expect(
      statement.invoices.map((i: { number: string; open: number; status: string }) => [
        i.number,
        i.open,
        i.status,
      ]),
    ).toEqual([
      [i3.number, 250, 'open'],
      [i2.number, 400, 'overdue'],
    ]);
    expect(statement.company.name).toBeTruthy();
    expect(statement.availableCredit).toBe(50000 - 650);
  });

  it('takes a past month as it stood then: payments after it are not counted, and each month opens at the last one’s close', async () => {
    const sept = (await get(a.owner, '/api/partner/statements?month=2026-09')).json();
    expect(sept).toMatchObject({ openingBalance: 1000, closingBalance: 1100 });
    expect(sept.lines.map((l: { amount: number }) => l.amount)).toEqual([-400, 500]);
    // The first invoice was still owed $600 on 30 September (paid off in October), 21 days late.
    expect(sept.ageing).toMatchObject({ current: 500, days1to30: 600, total: 1100 });
    expect(sept.invoices.map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
      [i2.number, 'open'],
      [i1.number, 'overdue'],
    ]);
    const aug = (await get(a.owner, '/api/partner/statements?month=2026-08')).json();
    expect(aug).toMatchObject({ openingBalance: 0, closingBalance: 1000 });
    const july = (await get(a.owner, '/api/partner/statements?month=2026-07')).json();
    expect(july).toMatchObject({ openingBalance: 0, closingBalance: 0, lines: [] });
  });

  it('refuses a month not yet started and a malformed one, naming the problem', async () => {
    const future = monthOf(addDays(businessDay(), 40));
    const ahead = await get(a.owner, `/api/partner/statements?month=${future}`);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.message).toBe(statementMessages.futureMonth);
    for (const bad of ['2026-13', 'October', '2026-1']) {
      const res = await get(a.owner, `/api/partner/statements?month=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toContain('YYYY-MM');
    }
    expect((await get(a.owner, `/api/partner/statements/${future}/pdf`)).statusCode).toBe(400);
  });

  it('is the owner’s and admins’ only: a buyer or a viewer is refused', async () => {
    expect((await get(admin, '/api/partner/statements?month=2026-10')).json().closingBalance).toBe(650);
    for (const who of [buyer, viewer]) {
      const res = await get(who, '/api/partner/statements?month=2026-10');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/doesn't allow this/);
      expect((await get(who, '/api/partner/statements/2026-10/csv')).statusCode).toBe(403);
    }
  });

  it('shows another company only its own account', async () => {
    const b = await accountCompany(ctx, '1000.00', 'Bea Owner');
    const bAdmin = await addCompanyMember(ctx, b.companyId, { role: 'admin' });
    const own = await insertInvoice(ctx, b, { issuedOn: '2026-10-12', dueOn: '2026-11-11', total: '77.00' });
    const statement = (await get(bAdmin, '/api/partner/statements?month=2026-10')).json();
    expect(statement).toMatchObject({ openingBalance: 0, closingBalance: 77 });
    expect(statement.lines.map((l: { reference: string }) => l.reference)).toEqual([own.number]);
    expect(JSON.stringify(statement)).not.toContain(i3.number);
  });

  it('shows an order placed on account through checkout in this month’s statement', async () => {
    const product = await createStockedProduct(ctx, { price: '40.00' });
    const delivery = await createDeliveryMethod(ctx, { cost: '10.00' });
    await addToCart(ctx, admin, product.id, 3);
    const placed = await checkout(ctx, admin, checkoutBody(delivery.id, { paymentMethod: 'account' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const statement = (await get(a.owner, '/api/partner/statements')).json();
    expect(statement.month).toBe(monthOf(businessDay()));
    expect(statement.asAt).toBe(businessDay());
    const line = statement.lines.find((l: { reference: string }) =>
      l.reference.startsWith(`INV-${placed.json().orderId.slice(0, 8).toUpperCase()}`),
    );
    expect(line).toMatchObject({ kind: 'invoice', date: businessDay(), amount: 130 });
    const sum = statement.lines.reduce((total: number, l: { amount: number }) => total + l.amount, 0);
    expect(statement.closingBalance).toBeCloseTo(statement.openingBalance + sum, 2);
    expect(statement.ageing.total).toBeCloseTo(statement.closingBalance, 2);
  });

  it('is “as at today” for the current month', async () => {
    const principal = {
      userId: a.owner.user.id,
      role: 'partner',
      companyId: a.companyId,
      companyRole: 'owner',
      isAdmin: false,
    } as never;
    const statement = await getStatement(ctx.database.db, principal, '2026-11', '2026-11-05');
    expect(statement).toMatchObject({ asAt: '2026-11-05', openingBalance: 650 });
    // The third invoice fell due on 2 November: three days late on the 5th.
    expect(statement.ageing.days1to30).toBeGreaterThanOrEqual(250);
  });
});

describe('a statement read from the month on (statements.repository.ts)', () => {
  // June's last day and July's first, a payment split across two invoices on July's last day, a note
  // crediting in August what July still showed owed, and a September payment finishing July's invoice.
  let c: AccountCompany;
  let j1: InvoiceRow;
  let j2: InvoiceRow;
  let j3: InvoiceRow;
  let credit: string;
  const statementOf = async (month: string) => {
    const res = await get(c.owner, `/api/partner/statements?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const invoicesOf = (statement: { invoices: { number: string; open: number; status: string }[] }) =>
    statement.invoices.map((i) => [i.number, i.open, i.status]);

  beforeAll(async () => {
    c = await accountCompany(ctx, '5000.00', 'Cleo Owner');
    j1 = await insertInvoice(ctx, c, { issuedOn: '2026-06-30', dueOn: '2026-07-30', total: '300.00' });
    j2 = await insertInvoice(ctx, c, { issuedOn: '2026-07-01', dueOn: '2026-07-31', total: '200.00' });
    j3 = await insertInvoice(ctx, c, { issuedOn: '2026-07-15', dueOn: '2026-08-14', total: '120.05' });
    await insertPayment(ctx, c, {
      receivedOn: '2026-07-31',
      reference: 'EFT-SPLIT',
      allocations: [
        [j1, '300.00'],
        [j2, '50.00'],
      ],
    });
    credit = await insertNote(ctx, c, j2, { issuedOn: '2026-08-01', total: '30.00', credited: '30.00' });
    await insertPayment(ctx, c, {
      receivedOn: '2026-09-01',
      reference: 'EFT-0901',
      allocations: [
        [j2, '100.00'],
        [j3, '120.05'],
      ],
    });
  });

  it('puts an invoice of a month’s last day in that month, and the next day’s in the next', async () => {
    const june = await statementOf('2026-06');
    expect(june).toMatchObject({ openingBalance: 0, closingBalance: 300 });
    expect(june.lines.map((l: { reference: string }) => l.reference)).toEqual([j1.number]);
    expect(invoicesOf(june)).toEqual([[j1.number, 300, 'open']]);
    expect(june.ageing).toMatchObject({ current: 300, total: 300 });
  });

  it('takes a payment split across invoices as one line, each invoice owing its own rest', async () => {
    const july = await statementOf('2026-07');
    expect(july).toMatchObject({ openingBalance: 300, closingBalance: 270.05 });
    expect(
      july.lines.map((l: { date: string; reference: string; amount: number; balanceAfter: number }) => [
        l.date,
        l.reference,
        l.amount,
        l.balanceAfter,
      ]),
    ).toEqual([
      ['2026-07-01', j2.number, 200, 500],
      ['2026-07-15', j3.number, 120.05, 620.05],
      ['2026-07-31', 'EFT-SPLIT', -350, 270.05],
    ]);
    // The first invoice was paid off on the 31st, so July does not show it; the credit and the
    // September payment came later and are not counted.
    expect(invoicesOf(july)).toEqual([
      [j3.number, 120.05, 'open'],
      [j2.number, 150, 'part_paid'],
    ]);
    expect(july.ageing).toMatchObject({ current: 270.05, total: 270.05 });
  });

  it('shows a credit of a later month against an invoice of an earlier one, and what was still owed', async () => {
    const august = await statementOf('2026-08');
    expect(august).toMatchObject({ openingBalance: 270.05, closingBalance: 240.05 });
    expect(august.lines).toEqual([
      {
        date: '2026-08-01',
        kind: 'adjustment_note',
        reference: credit,
        description: `Credit against ${j2.number}`,
        amount: -30,
        balanceAfter: 240.05,
      },
    ]);
    expect(invoicesOf(august)).toEqual([
      [j3.number, 120.05, 'overdue'],
      [j2.number, 120, 'overdue'],
    ]);
    // On 31 August the third invoice is 17 days late and the second 31.
    expect(august.ageing).toEqual({
      current: 0,
      days1to30: 120.05,
      days31to60: 120,
      days61to90: 0,
      days90plus: 0,
      total: 240.05,
    });
  });

  it('closes an invoice paid in a later month there, and opens each month at the last one’s close', async () => {
    const september = await statementOf('2026-09');
    expect(september).toMatchObject({ openingBalance: 240.05, closingBalance: 20 });
    expect(
      september.lines.map((l: { reference: string; amount: number }) => [l.reference, l.amount]),
    ).toEqual([['EFT-0901', -220.05]]);
    expect(invoicesOf(september)).toEqual([[j2.number, 20, 'overdue']]);
    expect(september.ageing).toMatchObject({ days61to90: 20, total: 20 });
    const october = await statementOf('2026-10');
    expect(october).toMatchObject({ openingBalance: 20, closingBalance: 20, lines: [] });
    // The PDF and the CSV are the same statement.
    const csv = (await get(c.owner, '/api/partner/statements/2026-07/csv')).body.split('\r\n');
    expect(csv[1]).toContain('Opening balance');
    expect(csv[1]).toContain('300.00');
    expect(csv.find((row: string) => row.includes('EFT-SPLIT'))).toContain('-350.00,270.05');
  });
});

describe('the statement as files', () => {
  it('downloads as a PDF naming the month, both businesses and the closing balance', async () => {
    const res = await get(a.owner, '/api/partner/statements/2026-10/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const words of [
      'Statement of Account',
      'October 2026',
      'Party Central Pty Ltd',
      'Closing balance',
      '$650.00',
      '$1,100.00',
      'Please pay by the due dates shown.',
      i2.number,
    ])
      expect(text, words).toContain(words);
  });

  it('downloads as a CSV, one row a line between the opening and closing rows, a formula-looking reference made text', async () => {
    const res = await get(a.owner, '/api/partner/statements/2026-10/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.csv"');
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toEqual([
      'date,kind,reference,description,amount,balance',
      '2026-10-01,,,Opening balance,,1100.00',
      `2026-10-03,Invoice,${i3.number},Order ${i3.orderId.slice(0, 8)},250.00,1350.00`,
      `2026-10-15,Payment received,"'=HYPERLINK(""http://evil.example"")",Bank transfer (EFT),-600.00,750.00`,
      `2026-10-25,Adjustment note,${noteNumber},Credit against ${i2.number},-100.00,650.00`,
      '2026-10-31,,,Closing balance,,650.00',
    ]);
  });
});

describe('the monthly statement email', () => {
  const statementMails = async (month: string) =>
    ctx.database.db
      .select({
        to: emailOutbox.toAddress,
        variables: emailOutbox.variables,
        attachments: emailOutbox.attachments,
      })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, 'account_statement'),
          sql`${emailOutbox.variables}->>'month' = ${month}`,
        ),
      );
  const mine = (rows: Awaited<ReturnType<typeof statementMails>>) =>
    rows.filter((r) => [a.owner.user.email, admin.user.email, buyer.user.email].includes(r.to));

  it('sends last month’s statement once to the owner and admins, with its PDF, however often it runs', async () => {
    const run = (today: string) =>
      runExclusive(ctx.database, 'monthly-statements', (tx) => sendMonthlyStatements(tx, today));
    if (ctx.database.url) {
      // Two instances at once on PostgreSQL: first without the job's lock (the claim alone keeps
      // it to one), then with it.
      const second = await openDatabase({ url: ctx.database.url });
      try {
        const bare = (database: typeof second, today: string) =>
          database.db.transaction((tx) => sendMonthlyStatements(tx, today));
        const sent = await Promise.all([bare(ctx.database, '2026-11-01'), bare(second, '2026-11-02')]);
        expect(sent.filter((n) => n > 0)).toHaveLength(1);
        await Promise.all([
          run('2026-11-01'),
          runExclusive(second, 'monthly-statements', (tx) => sendMonthlyStatements(tx, '2026-11-01')),
        ]);
      } finally {
        await second.close();
      }
    }
    await run('2026-11-01');
    await run('2026-11-01');
    await run('2026-11-14');
    const rows = mine(await statementMails('October 2026'));
    expect(rows.map((r) => r.to).sort()).toEqual([a.owner.user.email, admin.user.email].sort());
    expect(rows[0]!.variables).toMatchObject({ closingBalance: 650, openingBalance: 1100 });
    expect(rows[0]!.attachments).toMatchObject([
      { filename: 'statement-2026-10.pdf', contentType: 'application/pdf' },
    ]);
    const pdf = Buffer.from(rows[0]!.attachments[0]!.content, 'base64');
    expect(pdfText(pdf)).toContain('October 2026');

    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(a.owner.user.email) && m.subject.includes('October 2026'),
    );
    expect(mail.subject).toBe('Your statement of account for October 2026');
    expect(mail.raw.attachments.map((f) => f.filename)).toEqual(['statement-2026-10.pdf']);
  });

  it('catches up later in the month when the 1st was missed', async () => {
    const sent = await runExclusive(ctx.database, 'monthly-statements', (tx) =>
      sendMonthlyStatements(tx, '2026-10-19'),
    );
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(mine(await statementMails('September 2026'))).toHaveLength(2);
  });
});
