import { addDays, businessDay, type Principal } from '@party/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInvoices,
  auditLog,
  emailOutbox,
  notifications,
  paymentAllocations,
  paymentsReceived,
} from '../../src/db/schema/index.ts';
import { getAgeing } from '../../src/domains/receivables/get-ageing.ts';
import { companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createDeliveryMethod } from '../orders/order-fixtures.ts';
import { openEventStream } from '../platform/sse-client.ts';
import {
  type AccountBuyer,
  accountBuyer,
  creditLine,
  orderOnAccount,
  pay,
  setDueOn,
} from './receivables-fixtures.ts';

let ctx: TestContext;
let finance: SignedIn;
let admin: SignedIn;
let delivery: { id: string };
const today = businessDay();

beforeAll(async () => {
  ctx = await createTestApp();
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  delivery = await createDeliveryMethod(ctx, { cost: '10.00' });
}, 120_000);
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => callAs(ctx, who, 'GET', url);
const invoicesOf = async (companyId: string) =>
  (await get(finance, `/api/associate/receivables/invoices?companyId=${companyId}&pageSize=100`)).json();
const paymentsOf = (companyId: string) =>
  ctx.database.db.select().from(paymentsReceived).where(eq(paymentsReceived.companyId, companyId));

/** A payment from the buyer of `amount`, split as given (dollars). */
const payment = (buyer: AccountBuyer, amount: number, split: [string, number][], over = {}) => ({
  companyId: buyer.companyId,
  receivedOn: today,
  method: 'eft',
  reference: 'EFT 20261129',
  amount,
  allocations: split.map(([invoiceId, amt]) => ({ invoiceId, amount: amt })),
  ...over,
});

describe('receivables', () => {
  it('requires authentication', async () => {
    for (const url of [
      '/api/associate/receivables/invoices',
      '/api/associate/receivables/payments',
      '/api/associate/receivables/ageing',
      '/api/associate/receivables/ageing.csv',
    ])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('is for finance and administrators: partners, sales and product management are refused', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const product = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
    for (const url of ['/api/associate/receivables/invoices', '/api/associate/receivables/ageing']) {
      for (const who of [partner, sales, product]) expect((await get(who, url)).statusCode).toBe(403);
      for (const who of [finance, admin]) expect((await get(who, url)).statusCode).toBe(200);
    }
  });
});

describe('invoices on account', () => {
  it.each([
    ['net_7', 7],
    ['net_30', 30],
  ] as const)('an order on account raises an invoice due by the company terms (%s)', async (terms, days) => {
    const buyer = await accountBuyer(ctx, '5000.00', terms);
    const { orderId, invoice } = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    expect(invoice).toMatchObject({ issuedOn: today, dueOn: addDays(today, days), paymentTerms: terms });
    const page = await invoicesOf(buyer.companyId);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      orderId,
      companyName: buyer.companyName,
      terms: `Net ${days}`,
      status: 'open',
      daysOverdue: 0,
      paid: 0,
    });
    expect(page.items[0].open).toBe(page.items[0].total);
    expect(page.totals).toEqual({ open: page.items[0].total, overdue: 0 });
  });

  it('cancelling the order removes its invoice and frees the credit', async () => {
    const buyer = await accountBuyer(ctx);
    const { orderId } = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    expect((await creditLine(ctx, buyer.companyId)).usedAmount).not.toBe('0.00');
    const cancel = await callAs(ctx, buyer.partner, 'POST', `/api/partner/orders/${orderId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect((await invoicesOf(buyer.companyId)).items).toEqual([]);
    expect((await creditLine(ctx, buyer.companyId)).usedAmount).toBe('0.00');
  });

  it('searches by company or number and filters by status', async () => {
    const buyer = await accountBuyer(ctx);
    const a = await orderOnAccount(ctx, buyer, delivery.id, '40.00');
    const b = await orderOnAccount(ctx, buyer, delivery.id, '60.00');
    await setDueOn(ctx, a.invoice.id, addDays(today, -3));
    const search = (q: string) =>
      get(finance, `/api/associate/receivables/invoices?${q}`).then((r) =>
        r.json().items.map((i: { id: string }) => i.id),
      );
    expect(await search(`search=${encodeURIComponent(buyer.companyName)}&sort=dueOn`)).toEqual([
      a.invoice.id,
      b.invoice.id,
    ]);
    expect(await search(`search=${a.invoice.number}`)).toEqual([a.invoice.id]);
    // The count and the open and overdue sums are over every match, not over the page.
    const byCompany = await get(
      finance,
      `/api/associate/receivables/invoices?search=${encodeURIComponent(buyer.companyName)}&pageSize=1`,
    );
    const [aTotal, bTotal] = [Number(a.invoice.totalAmount), Number(b.invoice.totalAmount)];
    expect(byCompany.json()).toMatchObject({ total: 2, totals: { open: aTotal + bTotal, overdue: aTotal } });
    expect(byCompany.json().items).toHaveLength(1);
    expect(byCompany.json().totalCapped).toBeUndefined();
    expect(await search(`companyId=${buyer.companyId}&status=overdue`)).toEqual([a.invoice.id]);
    expect(await search(`companyId=${buyer.companyId}&status=open`)).toEqual([b.invoice.id]);
    const overdue = (await invoicesOf(buyer.companyId)).items.find(
      (i: { id: string }) => i.id === a.invoice.id,
    );
    expect(overdue).toMatchObject({ status: 'overdue', daysOverdue: 3 });
    const bad = await get(finance, '/api/associate/receivables/invoices?status=late');
    expect(bad.statusCode).toBe(400);
  });
});

describe('recording a payment', () => {
  it('splits a payment across two invoices: one paid, one part-paid, the credit freed by the amount', async () => {
    const buyer = await accountBuyer(ctx, '5000.00');
    const a = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    const b = await orderOnAccount(ctx, buyer, delivery.id, '200.00');
    const totalA = Number(a.invoice.totalAmount);
    const usedBefore = Number((await creditLine(ctx, buyer.companyId)).usedAmount);
    const res = await pay(
      ctx,
      finance,
      payment(buyer, totalA + 50, [
        [a.invoice.id, totalA],
        [b.invoice.id, 50],
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      companyName: buyer.companyName,
      amount: totalA + 50,
      method: 'eft',
      allocations: expect.arrayContaining([
        { invoiceId: a.invoice.id, invoiceNumber: a.invoice.number, amount: totalA },
        { invoiceId: b.invoice.id, invoiceNumber: b.invoice.number, amount: 50 },
      ]),
    });
    const statuses = Object.fromEntries(
      (await invoicesOf(buyer.companyId)).items.map((i: { id: string; status: string }) => [i.id, i.status]),
    );
    expect(statuses).toEqual({ [a.invoice.id]: 'paid', [b.invoice.id]: 'part_paid' });
    const used = Number((await creditLine(ctx, buyer.companyId)).usedAmount);
    expect(Math.round((usedBefore - used) * 100)).toBe(Math.round((totalA + 50) * 100));

    // The partner's credit overview: available is the limit less what is still open.
    const overview = (await callAs(ctx, buyer.partner, 'GET', '/api/partner/credit')).json();
    const open = Number(b.invoice.totalAmount) - 50;
    expect(overview.limit.availableAmount).toBeCloseTo(5000 - open, 2);
    const account = (await get(finance, `/api/associate/receivables/companies/${buyer.companyId}`)).json();
    expect(account).toMatchObject({ limit: 5000, invoices: [{ id: b.invoice.id, open }] });
    expect(account.openBalance).toBeCloseTo(open, 2);
    expect(account.available).toBeCloseTo(5000 - open, 2);

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.recorded'), eq(auditLog.entityId, res.json().id)));
    expect(audit?.actorId).toBe(finance.user.id);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.partner.user.id), eq(notifications.title, 'Payment received')),
      );
    expect(bell).toHaveLength(1);
    const mail = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, buyer.partner.user.email),
          eq(emailOutbox.template, 'payment_received'),
        ),
      );
    expect(mail).toHaveLength(1);
    const listed = (
      await get(admin, `/api/associate/receivables/payments?companyId=${buyer.companyId}`)
    ).json();
    expect(listed.items.map((p: { id: string }) => p.id)).toEqual([res.json().id]);
  });

  it('refuses more than is open on an invoice, naming it, and writes nothing', async () => {
    const buyer = await accountBuyer(ctx);
    const a = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    const total = Number(a.invoice.totalAmount);
    const res = await pay(ctx, finance, payment(buyer, total + 30, [[a.invoice.id, total + 30]]));
    expect(res.statusCode).toBe(400);
    const open = `$${total.toFixed(2)}`;
    const asked = `$${(total + 30).toFixed(2)}`;
    expect(res.json().error.message).toBe(`${a.invoice.number} has ${open} open; this allocates ${asked}.`);
    expect(res.json().error.fields).toEqual({ 'allocations.0.amount': res.json().error.message });
    expect(await paymentsOf(buyer.companyId)).toEqual([]);
    const [after] = await ctx.database.db
      .select()
      .from(accountInvoices)
      .where(eq(accountInvoices.id, a.invoice.id));
    expect(after?.paidAmount).toBe('0.00');
  });

  it('refuses allocations that do not add up to the amount', async () => {
    const buyer = await accountBuyer(ctx);
    const a = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    const res = await pay(ctx, finance, payment(buyer, 80, [[a.invoice.id, 50]]));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(
      'The allocations add up to $50.00, but the payment is $80.00. Allocate all of it, and no more.',
    );
    expect(await paymentsOf(buyer.companyId)).toEqual([]);
  });

  it("refuses another company's invoice", async () => {
    const buyer = await accountBuyer(ctx);
    const other = await accountBuyer(ctx);
    const theirs = await orderOnAccount(ctx, other, delivery.id, '100.00');
    const res = await pay(ctx, finance, payment(buyer, 20, [[theirs.invoice.id, 20]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`${theirs.invoice.number} is not an invoice of this company.`);
    expect(await paymentsOf(buyer.companyId)).toEqual([]);
    const unknown = await pay(
      ctx,
      finance,
      payment(buyer, 20, [['00000000-0000-4000-8000-000000000999', 20]]),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a payment received in the future, and a company without an account', async () => {
    const buyer = await accountBuyer(ctx);
    const a = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    const res = await pay(
      ctx,
      finance,
      payment(buyer, 20, [[a.invoice.id, 20]], { receivedOn: addDays(today, 1) }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('The date received cannot be after today');
    const stranger = await signInAs(ctx, { role: 'partner' });
    const none = await pay(ctx, finance, {
      ...payment(buyer, 20, [[a.invoice.id, 20]]),
      companyId: await companyOf(ctx, stranger.user.id),
    });
    expect(none.statusCode).toBe(404);
    expect(await paymentsOf(buyer.companyId)).toEqual([]);
  });

  it('two payments at once on the same invoice cannot overpay it', async () => {
    const buyer = await accountBuyer(ctx);
    const a = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    const total = Number(a.invoice.totalAmount);
    const body = payment(buyer, total, [[a.invoice.id, total]]);
    const results = await Promise.all([pay(ctx, finance, body), pay(ctx, admin, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await paymentsOf(buyer.companyId)).toHaveLength(1);
    const allocations = await ctx.database.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.invoiceId, a.invoice.id));
    expect(allocations).toHaveLength(1);
  });

  it('records a retried payment (same Idempotency-Key) once', async () => {
    const buyer = await accountBuyer(ctx);
    const a = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    const body = payment(buyer, 10, [[a.invoice.id, 10]]);
    const key = { 'idempotency-key': `pay-${buyer.companyId}` };
    const first = await pay(ctx, finance, body, key);
    const again = await pay(ctx, finance, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(await paymentsOf(buyer.companyId)).toHaveLength(1);
  });
});

describe('live refresh', () => {
  it("tells the company's members and finance when a payment moves its account, and no other company", async () => {
    const buyer = await accountBuyer(ctx);
    const other = await accountBuyer(ctx);
    const a = await orderOnAccount(ctx, buyer, delivery.id, '40.00');
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await openEventStream(baseUrl, buyer.partner.cookie);
    const desk = await openEventStream(baseUrl, finance.cookie);
    const stranger = await openEventStream(baseUrl, other.partner.cookie);
    try {
      expect((await pay(ctx, finance, payment(buyer, 10, [[a.invoice.id, 10]]))).statusCode).toBe(201);
      const moved = (e: { event: string; data: unknown }) =>
        e.event === 'account.changed' && (e.data as { companyId: string }).companyId === buyer.companyId;
      expect((await member.waitFor(moved)).data).toEqual({ companyId: buyer.companyId });
      await desk.waitFor(moved);
      expect(stranger.events.some((e) => e.event === 'account.changed')).toBe(false);
    } finally {
      member.close();
      desk.close();
      stranger.close();
    }
  });
});

describe('ageing', () => {
  it('ages each company as at a fixed day, with a totals row, filtered and sorted', async () => {
    const buyer = await accountBuyer(ctx, '50000.00');
    const ages: [number, string][] = [
      [0, '10.00'],
      [-1, '20.00'],
      [30, '30.00'],
      [31, '40.00'],
      [61, '50.00'],
      [91, '60.00'],
    ];
    const asOf = '2026-06-30';
    const totals: number[] = [];
    for (const [daysPast, price] of ages) {
      const { invoice } = await orderOnAccount(ctx, buyer, delivery.id, price);
      await setDueOn(ctx, invoice.id, addDays(asOf, -daysPast));
      totals.push(Number(invoice.totalAmount));
    }
    const caller = { ...financePrincipal, userId: finance.user.id };
    const report = await getAgeing(
      ctx.database.db,
      caller,
      { search: buyer.companyName, sort: 'total', dir: 'desc', page: 1, pageSize: 25 },
      asOf,
    );
    const [t0, t1, t2, t3, t4, t5] = totals as [number, number, number, number, number, number];
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({
      companyName: buyer.companyName,
      current: t0 + t1,
      days1to30: t2,
      days31to60: t3,
      days61to90: t4,
      days90plus: t5,
      oldestDueOn: addDays(asOf, -91),
    });
    expect(report.rows[0]!.total).toBeCloseTo(
      totals.reduce((s, t) => s + t, 0),
      2,
    );
    expect(report.totals.total).toBeCloseTo(report.rows[0]!.total, 2);

    const only90 = await getAgeing(
      ctx.database.db,
      caller,
      { sort: 'company', dir: 'asc', minBucket: 'days90plus', page: 1, pageSize: 100 },
      asOf,
    );
    expect(only90.rows.map((r) => r.companyId)).toContain(buyer.companyId);
    const sum = only90.rows.reduce((s, r) => s + Math.round(r.total * 100), 0);
    expect(Math.round(only90.totals.total * 100)).toBe(sum);
  });

  it('lists every company with an account over HTTP, sorted by any column, and exports CSV and XLSX', async () => {
    const owing = await accountBuyer(ctx);
    const { invoice } = await orderOnAccount(ctx, owing, delivery.id, '100.00');
    await setDueOn(ctx, invoice.id, addDays(today, -45));
    const clear = await accountBuyer(ctx);
    const res = await get(finance, '/api/associate/receivables/ageing?sort=days31to60&dir=desc&pageSize=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { companyId: string; days31to60: number; total: number }[];
    expect(rows.find((r) => r.companyId === clear.companyId)).toMatchObject({ total: 0 });
    const values = rows.map((r) => r.days31to60);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    const overdueOnly = (
      await get(finance, '/api/associate/receivables/ageing?minBucket=days1to30&pageSize=100')
    ).json();
    expect(overdueOnly.rows.some((r: { companyId: string }) => r.companyId === clear.companyId)).toBe(false);
    expect((await get(finance, '/api/associate/receivables/ageing?sort=colour')).statusCode).toBe(400);

    const search = `search=${encodeURIComponent(owing.companyName)}`;
    const csv = await get(finance, `/api/associate/receivables/ageing.csv?${search}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`ageing-${today}.csv`);
    expect(csv.body).toContain(`${owing.companyName},0.00,0.00,${Number(invoice.totalAmount).toFixed(2)}`);
    expect(csv.body).toContain('Total,');
    const xlsx = await get(finance, `/api/associate/receivables/ageing.xlsx?${search}`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Ageing')!;
    expect(sheet.getRow(5).getCell(1).value).toBe(owing.companyName);
    expect(sheet.getRow(6).getCell(1).value).toBe('Total');
  });
});

describe('ageing in pages', () => {
  it('pages the companies as sorted, with the totals and the count over every company that matches, and the files hold every page', async () => {
    for (const [price, daysPast] of [
      ['15.00', 10],
      ['25.00', 40],
      ['35.00', 70],
    ] as const) {
      const buyer = await accountBuyer(ctx);
      const { invoice } = await orderOnAccount(ctx, buyer, delivery.id, price);
      await setDueOn(ctx, invoice.id, addDays(today, -daysPast));
    }
    await accountBuyer(ctx);
    const url = '/api/associate/receivables/ageing?search=Receivables%20Co&sort=total&dir=desc';
    const all = (await get(finance, `${url}&pageSize=100`)).json();
    expect(all.rows.length).toBeGreaterThanOrEqual(4);
    expect(all).toMatchObject({ total: all.rows.length, page: 1, pageSize: 100 });
    const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    expect(Math.round(all.totals.total * 100)).toBe(cents(all.rows.map((r: { total: number }) => r.total)));
    for (const page of [1, 2]) {
      const res = await get(finance, `${url}&pageSize=2&page=${page}`);
      expect(res.statusCode).toBe(200);
      const shown = res.json();
      expect(shown.rows).toEqual(all.rows.slice((page - 1) * 2, page * 2));
      expect(shown).toMatchObject({ totals: all.totals, total: all.total, page, pageSize: 2 });
    }
    const csv = (
      await get(finance, '/api/associate/receivables/ageing.csv?search=Receivables%20Co&pageSize=2')
    ).body;
    for (const row of all.rows as { companyName: string }[]) expect(csv).toContain(row.companyName);
  });
});

describe('overdue invoices stop orders on account', () => {
  const setOverdueBlocks = async (on: boolean) => {
    const res = await callAs(ctx, admin, 'PUT', '/api/admin/settings', { overdueBlocksAccountOrders: on });
    expect(res.statusCode).toBe(200);
  };

  it('refuses checkout on account naming the oldest overdue invoice while the setting is on', async () => {
    const buyer = await accountBuyer(ctx);
    const { invoice } = await orderOnAccount(ctx, buyer, delivery.id, '100.00');
    const dueOn = addDays(today, -5);
    await setDueOn(ctx, invoice.id, dueOn);

    // Off (the default): the order goes on account.
    await orderOnAccount(ctx, buyer, delivery.id, '20.00');

    await setOverdueBlocks(true);
    try {
      await expect(orderOnAccount(ctx, buyer, delivery.id, '20.00')).rejects.toThrow(
        `${invoice.number} was due on ${new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${dueOn}T12:00:00Z`))}. Pay it, or pay this order by invoice.`,
      );
      // Once it is paid, orders on account go again.
      const open = Number(invoice.totalAmount);
      expect((await pay(ctx, finance, payment(buyer, open, [[invoice.id, open]]))).statusCode).toBe(201);
      await orderOnAccount(ctx, buyer, delivery.id, '20.00');
    } finally {
      await setOverdueBlocks(false);
    }
  });
});

const financePrincipal: Principal = {
  userId: '',
  email: 'finance@example.com',
  name: 'Finance',
  role: 'associate',
  isAdmin: false,
  adminRank: null,
  associateRole: 'finance',
  onboardingStatus: null,
  emailVerified: true,
  twoFactorEnabled: false,
  companyId: null,
  companyRole: null,
};
