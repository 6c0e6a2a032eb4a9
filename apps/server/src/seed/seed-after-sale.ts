import {
  addDays,
  businessDay,
  daysBetween,
  dueOn,
  invoiceNumberOf,
  monthOf,
  parseReminderDays,
  previousMonth,
  settingDefaults,
} from '@party/shared';
import { eq, sql } from 'drizzle-orm';
import {
  accountInvoices,
  invoiceReminders,
  partnerCreditLimits,
  paymentAllocations,
  paymentsReceived,
  statementSends,
} from '../db/schema/index.ts';
import type { Partner, Person, SeedContext } from './context.ts';
import { insertInChunks } from './context.ts';
import { money } from './random.ts';
import type { SeededOrder } from './seed-orders.ts';
import { seedReturns } from './seed-returns.ts';

/**
 * The demo store's accounts after the sale (docs/product/receivables.md): every order on account has
 * its invoice; older ones are paid (one payment split across two invoices), the demo partner owes a
 * part-paid invoice 31–60 days overdue and another 1–30 days overdue, and Barossa Weddings & Events
 * owes one whose reminder has not gone yet, so the reminder job sends it on the first start. The
 * demo partner has returns in each state (seed-returns.ts).
 * Reminders and last month's statements the demo companies would already have had are marked sent.
 */
export async function seedAfterSale(
  ctx: SeedContext,
  partners: Partner[],
  orders: SeededOrder[],
  finance: Person,
  staff: Person,
): Promise<void> {
  const { tx, now } = ctx;
  const today = businessDay(now);
  const lines = await tx
    .select({ companyId: partnerCreditLimits.companyId, terms: partnerCreditLimits.paymentTerms })
    .from(partnerCreditLimits);
  const termsOf = new Map(lines.map((l) => [l.companyId, l.terms]));
  const companyOf = new Map(partners.map((p) => [p.id, p.companyId]));
  const invoices = orders
    .filter((o) => o.paymentMethod === 'account' && o.status !== 'cancelled')
    .map((o) => {
      const companyId = companyOf.get(o.partnerId)!;
      const terms = termsOf.get(companyId) ?? 'net_30';
      const issuedOn = businessDay(o.createdAt);
      return { order: o, companyId, terms, issuedOn, dueOn: dueOn(issuedOn, terms) };
    })
    .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn));
  const rows = invoices.map((i) => ({
    orderId: i.order.id,
    companyId: i.companyId,
    number: invoiceNumberOf(i.order.id),
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    paymentTerms: i.terms,
    totalAmount: money(i.order.totalCents),
    createdAt: i.order.createdAt,
  }));
  const inserted = await tx
    .insert(accountInvoices)
    .values(rows)
    .returning({ id: accountInvoices.id, orderId: accountInvoices.orderId });
  const idOf = new Map(inserted.map((r) => [r.orderId, r.id]));

  // Delivered invoices are paid by their due day, except the overdue ones the demo shows.
  const demoCompany = partners[0]!.companyId;
  const barossa = partners.find((p) => p.company === 'Barossa Weddings & Events')?.companyId;
  const overdue = invoices.filter((i) => i.order.status === 'delivered' && daysBetween(i.dueOn, today) > 0);
  const demoOverdue = overdue.filter((i) => i.companyId === demoCompany);
  const partPaid = demoOverdue.find(
    (i) => daysBetween(i.dueOn, today) > 30 && daysBetween(i.dueOn, today) <= 60,
  );
  const owing = new Set(
    [
      partPaid,
      demoOverdue.find((i) => daysBetween(i.dueOn, today) <= 30),
      overdue.findLast((i) => i.companyId === barossa),
    ].filter((i) => i !== undefined),
  );
  const paid = overdue.filter((i) => !owing.has(i));
  const payments: { companyId: string; on: string; reference: string; parts: [string, number][] }[] = [];
  const demoPaid = paid.filter((i) => i.companyId === demoCompany);
  // The demo partner's two oldest invoices were paid by one transfer.
  if (demoPaid.length >= 2) {
    const [a, b] = demoPaid;
    payments.push({
      companyId: demoCompany,
      on: addDays(b!.dueOn, -2),
      reference: 'EFT CONFETTI 0412',
      parts: [
        [a!.order.id, a!.order.totalCents],
        [b!.order.id, b!.order.totalCents],
      ],
    });
  }
  for (const i of paid.filter((p) => !(p.companyId === demoCompany && demoPaid.indexOf(p) < 2)))
    payments.push({
      companyId: i.companyId,
      on: addDays(i.dueOn, -3),
      reference: `EFT ${invoiceNumberOf(i.order.id)}`,
      parts: [[i.order.id, i.order.totalCents]],
    });
  if (partPaid)
    payments.push({
      companyId: demoCompany,
      on: addDays(partPaid.dueOn, -1),
      reference: 'BPAY 100482',
      parts: [[partPaid.order.id, Math.floor(partPaid.order.totalCents / 200) * 100]],
    });
  for (const p of payments) {
    const total = p.parts.reduce((sum, [, cents]) => sum + cents, 0);
    const [payment] = await tx
      .insert(paymentsReceived)
      .values({
        companyId: p.companyId,
        receivedOn: p.on,
        method: p.reference.startsWith('BPAY') ? 'bpay' : 'eft',
        reference: p.reference,
        amount: money(total),
        recordedBy: finance.id,
        createdAt: new Date(`${p.on}T01:00:00Z`),
      })
      .returning({ id: paymentsReceived.id });
    await tx.insert(paymentAllocations).values(
      p.parts.map(([orderId, cents]) => ({
        paymentId: payment!.id,
        invoiceId: idOf.get(orderId)!,
        amount: money(cents),
      })),
    );
    for (const [orderId, cents] of p.parts)
      await tx
        .update(accountInvoices)
        .set({ paidAmount: sql`${accountInvoices.paidAmount} + ${money(cents)}::numeric` })
        .where(eq(accountInvoices.orderId, orderId));
  }

  await seedReturns(ctx, partners[0]!, orders, staff);

  // The credit used is the open balance (docs/product/receivables.md, "Invoices on account").
  await tx.execute(sql`update partner_credit_limits c set used_amount = coalesce(
    (select sum(i.open_amount) from account_invoices i where i.company_id = c.company_id), 0)`);

  // What the jobs would already have sent: each open invoice's latest due reminder (Barossa's
  // still to go), and last month's statement to every company but Barossa.
  const reminderDays = parseReminderDays(settingDefaults.invoice_reminder_days);
  const reminders = invoices.flatMap((i) => {
    if (i.companyId === barossa || paid.includes(i)) return [];
    const due = reminderDays.filter((d) => addDays(i.dueOn, d) <= today).at(-1);
    return due === undefined ? [] : [{ invoiceId: idOf.get(i.order.id)!, daysFromDue: due }];
  });
  await insertInChunks(reminders, (chunk) => tx.insert(invoiceReminders).values(chunk));
  const month = `${previousMonth(monthOf(today))}-01`;
  const sent = [...termsOf.keys()].filter((id) => id !== barossa).map((companyId) => ({ companyId, month }));
  if (sent.length) await tx.insert(statementSends).values(sent);
}
