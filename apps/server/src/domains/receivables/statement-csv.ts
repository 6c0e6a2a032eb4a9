import { type Statement, statementLineLabels } from '@party/shared';
import { toCsv } from '../../lib/csv.ts';

const balanceRow = (date: string, description: string, balance: number) => ({
  date,
  kind: '',
  reference: '',
  description,
  amount: '',
  balance,
});

/**
 * The statement as CSV (docs/product/receivables.md, "Statements"): the opening balance, one row a
 * line, the closing balance, through the one CSV writer (lib/csv.ts): text passes its formula guard,
 * so a payment reference typed as '=HYPERLINK(…)' opens as text; CRLF and a byte-order mark.
 */
export function statementCsv(statement: Statement): string {
  const rows = [
    balanceRow(`${statement.month}-01`, 'Opening balance', statement.openingBalance),
    ...statement.lines.map((line) => ({
      date: line.date,
      kind: statementLineLabels[line.kind],
      reference: line.reference,
      description: line.description,
      amount: line.amount,
      balance: line.balanceAfter,
    })),
    balanceRow(statement.asAt, 'Closing balance', statement.closingBalance),
  ];
  return toCsv(rows, {
    header: true,
    columns: ['date', 'kind', 'reference', 'description', 'amount', 'balance'],
    // Amounts are numbers, so a negative one is not taken for a formula; they keep their cents.
    number: (amount) => amount.toFixed(2),
  });
}

/** 'statement-2026-10.pdf' / '.csv'. */
export function statementFileName(month: string, extension: 'pdf' | 'csv'): string {
  return `statement-${month}.${extension}`;
}
