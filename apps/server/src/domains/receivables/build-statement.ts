import {
  ageBalances,
  amountOf,
  centsOf,
  invoiceStatus,
  monthEnd,
  monthOf,
  monthRange,
  orderNumberOf,
  receivedPaymentMethodLabels,
  runningBalances,
  type Statement,
  type StatementInvoice,
  type StatementLineKind,
  signedCents,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { type AccountRow, type LedgerRow, readAccount, readLedger } from './statements.repository.ts';

const dollars = (cents: number) => Number(amountOf(cents));

function describeLine(kind: StatementLineKind, detail: string | null): string {
  if (kind === 'invoice') return detail ? `Order ${orderNumberOf(detail)}` : 'Order';
  if (kind === 'payment')
    return receivedPaymentMethodLabels[detail as keyof typeof receivedPaymentMethodLabels] ?? 'Payment';
  return detail ? `Credit against ${detail}` : 'Credit';
}

function linesOf(ledger: LedgerRow[]) {
  const openingCents = centsOf(ledger.find((row) => row.kind === null)?.amount ?? 0);
  const month = ledger.filter((row): row is LedgerRow & { kind: StatementLineKind; day: string } =>
    Boolean(row.kind && row.day),
  );
  const input = month.map((row) => ({ kind: row.kind, amountCents: centsOf(row.amount) }));
  const { after, closingCents } = runningBalances(openingCents, input);
  const lines = month.map((row, i) => ({
    date: row.day,
    kind: row.kind,
    reference: row.reference ?? '',
    description: describeLine(row.kind, row.detail),
    amount: dollars(signedCents(row.kind, input[i]!.amountCents)),
    balanceAfter: dollars(after[i]!),
  }));
  return { openingCents, closingCents, lines };
}

function invoicesOf(account: AccountRow[], asAt: string) {
  return account.flatMap((row): (StatementInvoice & { openCents: number })[] => {
    if (!row.id || !row.number || !row.issuedOn || !row.dueOn || !row.orderId) return [];
    const totalCents = centsOf(row.total ?? 0);
    const settledCents = centsOf(row.settled ?? 0);
    const openCents = totalCents - settledCents;
    return [
      {
        id: row.id,
        orderId: row.orderId,
        number: row.number,
        issuedOn: row.issuedOn,
        dueOn: row.dueOn,
        total: dollars(totalCents),
        open: dollars(openCents),
        openCents,
        status: invoiceStatus(
          { totalCents, paidCents: settledCents, creditedCents: 0, dueOn: row.dueOn },
          asAt,
        ),
      },
    ];
  });
}

/**
 * A company's statement of one month (docs/product/receivables.md, "Statements") in two reads: the
 * ledger (opening balance and the month's lines) and the account (company, credit line, invoices as
 * they stood on the statement's day, which is the month's last day or, this month, `today`).
 */
export async function buildStatement(
  tx: Tx,
  companyId: string,
  month: string,
  today: string,
): Promise<Statement | null> {
  const { from, to } = monthRange(month);
  const asAt = month === monthOf(today) ? today : monthEnd(month);
  const ledger = await readLedger(tx, companyId, from, to);
  const account = await readAccount(tx, companyId, from, asAt);
  const company = account[0];
  if (!company) return null;
  const { openingCents, closingCents, lines } = linesOf(ledger);
  const invoices = invoicesOf(account, asAt);
  const ageing = ageBalances(invoices, asAt);
  const limit = company.approvedLimit === null ? null : centsOf(company.approvedLimit);
  return {
    company: { name: company.name, abn: company.abn },
    month,
    asAt,
    openingBalance: dollars(openingCents),
    closingBalance: dollars(closingCents),
    lines,
    ageing: {
      current: dollars(ageing.current),
      days1to30: dollars(ageing.days1to30),
      days31to60: dollars(ageing.days31to60),
      days61to90: dollars(ageing.days61to90),
      days90plus: dollars(ageing.days90plus),
      total: dollars(ageing.totalCents),
    },
    invoices: invoices.map(({ openCents: _open, ...invoice }) => invoice),
    availableCredit: limit === null ? null : dollars(limit - centsOf(company.usedAmount ?? 0)),
  };
}
