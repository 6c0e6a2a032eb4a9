import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';
import { accountCompany, insertInvoice, insertPayment } from './ledger-fixtures.ts';

// docs/product/receivables.md, "Statements": a statement is read in set-based statements, so a
// company with many invoices sends the database no more of them than one with a few.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
}, 60_000);
afterAll(() => ctx.close());

async function statementsFor(invoiceCount: number) {
  const account = await accountCompany(ctx);
  for (let n = 0; n < invoiceCount; n++) {
    const day = String((n % 28) + 1).padStart(2, '0');
    const invoice = await insertInvoice(ctx, account, {
      issuedOn: `2026-09-${day}`,
      dueOn: `2026-10-${day}`,
      total: '10.00',
    });
    if (n % 3 === 0)
      await insertPayment(ctx, account, {
        receivedOn: `2026-10-${day}`,
        reference: `EFT-${n}`,
        allocations: [[invoice, '4.00']],
      });
  }
  const { response, statements } = await statementsOf(ctx, {
    method: 'GET',
    url: '/api/partner/statements?month=2026-10',
    headers: account.owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { statement: response.json(), count: statements.length };
}

describe('reading a statement', () => {
  it('sends as many statements for forty invoices as for two', async () => {
    const few = await statementsFor(2);
    const many = await statementsFor(40);
    expect(many.statement.invoices).toHaveLength(40);
    expect(many.statement.closingBalance).toBe(400 - 14 * 4);
    expect(many.count).toBe(few.count);
  });
});
