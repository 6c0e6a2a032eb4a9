import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDay } from '../calendar/business-day.ts';
import { addDays } from '../calendar/calendar-days.ts';
import { ageBalances } from './ageing.ts';
import { allocateOldestFirst, overAllocation, paymentInputSchema, receivablesMessages } from './contract.ts';
import { invoiceStatus } from './invoice-status.ts';

const companyId = '00000000-0000-4000-8000-000000000001';
const inv = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
const payment = (over: Record<string, unknown> = {}) => ({
  companyId,
  receivedOn: '2026-11-02',
  method: 'eft',
  reference: 'REF 1',
  amount: 150,
  allocations: [
    { invoiceId: inv(1), amount: 100 },
    { invoiceId: inv(2), amount: 50 },
  ],
  ...over,
});
const messages = (value: unknown) => {
  const result = paymentInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('paymentInputSchema', () => {
  it('takes a payment whose allocations add up to its amount', () => {
    expect(messages(payment())).toEqual([]);
    expect(paymentInputSchema.parse(payment({ amount: '150.00' })).amount).toBe(150);
  });

  it('refuses allocations that do not add up to the amount, naming both sums', () => {
    expect(messages(payment({ amount: 160 }))).toEqual([receivablesMessages.sumMismatch(15000, 16000)]);
    expect(receivablesMessages.sumMismatch(15000, 16000)).toBe(
      'The allocations add up to $150.00, but the payment is $160.00. Allocate all of it, and no more.',
    );
  });

  it('refuses fractions of a cent, nothing, the future and a long reference', () => {
    expect(messages(payment({ amount: 150.001 }))).toContain(receivablesMessages.cents);
    expect(messages(payment({ amount: 0, allocations: [] }))).toContain(receivablesMessages.amountPositive);
    expect(messages(payment({ receivedOn: addDays(businessDay(), 1) }))).toEqual([
      receivablesMessages.futureDate,
    ]);
    expect(messages(payment({ receivedOn: businessDay() }))).toEqual([]);
    expect(messages(payment({ receivedOn: '2026-02-30' }))).toEqual([receivablesMessages.badDate]);
    expect(messages(payment({ reference: 'x'.repeat(101) }))).toEqual([receivablesMessages.referenceTooLong]);
  });

  it('refuses the same invoice twice', () => {
    const twice = payment({
      allocations: [
        { invoiceId: inv(1), amount: 100 },
        { invoiceId: inv(1), amount: 50 },
      ],
    });
    expect(messages(twice)).toEqual([receivablesMessages.duplicateInvoice]);
  });
});

describe('overAllocation', () => {
  it('names the invoice, what is open on it and what the payment allocates', () => {
    expect(
      overAllocation(
        [{ id: inv(1), number: 'INV-1A2B3C4D', openCents: 12000 }],
        [{ invoiceId: inv(1), cents: 15000 }],
      ),
    ).toBe('INV-1A2B3C4D has $120.00 open; this allocates $150.00.');
    expect(
      overAllocation([{ id: inv(1), number: 'X', openCents: 12000 }], [{ invoiceId: inv(1), cents: 12000 }]),
    ).toBeNull();
  });
});

describe('allocateOldestFirst', () => {
  it('pays the invoice due first, then the next, leaving the rest unallocated', () => {
    const invoices = [
      { id: inv(2), dueOn: '2026-11-10', openCents: 5000 },
      { id: inv(1), dueOn: '2026-11-01', openCents: 3000 },
    ];
    expect(allocateOldestFirst(4000, invoices)).toEqual([
      { invoiceId: inv(1), cents: 3000 },
      { invoiceId: inv(2), cents: 1000 },
    ]);
    expect(allocateOldestFirst(10000, invoices).reduce((s, a) => s + a.cents, 0)).toBe(8000);
  });

  it('never leaves an invoice below nothing, and lowers what is open by exactly the amount allocated', () => {
    const invoiceArb = fc.array(
      fc.record({
        dueOn: fc.integer({ min: 0, max: 400 }),
        openCents: fc.integer({ min: 1, max: 10_000_000 }),
      }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(invoiceArb, fc.integer({ min: 1, max: 200_000_000 }), (rows, amount) => {
        const invoices = rows.map((r, i) => ({
          id: `inv-${String(i).padStart(3, '0')}`,
          dueOn: addDays('2026-01-01', r.dueOn),
          openCents: r.openCents,
        }));
        const openBefore = invoices.reduce((s, i) => s + i.openCents, 0);
        const payable = Math.min(amount, openBefore);
        const allocations = allocateOldestFirst(payable, invoices);
        const after = invoices.map((i) => ({
          ...i,
          openCents:
            i.openCents - allocations.filter((a) => a.invoiceId === i.id).reduce((s, a) => s + a.cents, 0),
        }));
        expect(after.every((i) => i.openCents >= 0)).toBe(true);
        expect(openBefore - after.reduce((s, i) => s + i.openCents, 0)).toBe(payable);
        const numbered = invoices.map((i) => ({ id: i.id, number: i.id, openCents: i.openCents }));
        expect(overAllocation(numbered, allocations)).toBeNull();
      }),
    );
  });

  it('any split of a payment that over-allocates no invoice leaves each open at or above nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 })), {
          minLength: 1,
          maxLength: 10,
        }),
        (pairs) => {
          // Each invoice's open amount, and a share of the payment for it no larger than that.
          const invoices = pairs.map(([open], i) => ({ id: `i${i}`, number: `INV-${i}`, openCents: open }));
          const allocations = pairs
            .map(([open, share], i) => ({ invoiceId: `i${i}`, cents: Math.min(open, share) }))
            .filter((a) => a.cents > 0);
          const amount = allocations.reduce((s, a) => s + a.cents, 0);
          expect(overAllocation(invoices, allocations)).toBeNull();
          const before = invoices.reduce((s, i) => s + i.openCents, 0);
          const after = invoices.map(
            (i) => i.openCents - (allocations.find((a) => a.invoiceId === i.id)?.cents ?? 0),
          );
          expect(after.every((o) => o >= 0)).toBe(true);
          expect(before - after.reduce((s, o) => s + o, 0)).toBe(amount);
        },
      ),
    );
  });
});

describe('ageing and status on fixed days', () => {
  it('the buckets always add up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ due: fc.integer({ min: -60, max: 400 }), openCents: fc.integer({ min: 0, max: 1e9 }) }),
        ),
        (rows) => {
          const asOf = '2026-11-29';
          const ageing = ageBalances(
            rows.map((r) => ({ dueOn: addDays(asOf, -r.due), openCents: r.openCents })),
            asOf,
          );
          const { totalCents, ...buckets } = ageing;
          expect(Object.values(buckets).reduce((s, c) => s + c, 0)).toBe(totalCents);
          expect(totalCents).toBe(rows.reduce((s, r) => s + r.openCents, 0));
        },
      ),
    );
  });

  it('an invoice due yesterday is overdue; one due today is open', () => {
    const amounts = { totalCents: 10000, paidCents: 0, creditedCents: 0 };
    expect(invoiceStatus({ ...amounts, dueOn: '2026-11-28' }, '2026-11-29')).toBe('overdue');
    expect(invoiceStatus({ ...amounts, dueOn: '2026-11-29' }, '2026-11-29')).toBe('open');
    expect(invoiceStatus({ ...amounts, paidCents: 2000, dueOn: '2026-11-29' }, '2026-11-29')).toBe(
      'part_paid',
    );
    expect(invoiceStatus({ ...amounts, paidCents: 10000, dueOn: '2026-01-01' }, '2026-11-29')).toBe('paid');
  });
});
