import { businessDay, monthOf, monthRange, previousMonth, statementMonthLabel } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { buildStatement } from './build-statement.ts';
import { renderStatementPdf } from './render-statement-pdf.ts';
import { statementFileName } from './statement-csv.ts';
import { claimStatementSends, readAccountRecipients } from './statements.repository.ts';

/**
 * The monthly statement job, inside its transaction (docs/product/receivables.md, "Statements"): the
 * statement of the month before Sydney's `today` goes, with its PDF, to the owner and admins of
 * every company on account with something to say. Each company's month is claimed in
 * statement_sends first, so it goes once however many instances or reruns; a run on a later day of
 * the month (the server was down on the 1st) still sends it. Returns how many companies were sent.
 */
export async function sendMonthlyStatements(tx: Tx, today: string = businessDay()): Promise<number> {
  const month = previousMonth(monthOf(today));
  const { from, to } = monthRange(month);
  const claimed = await claimStatementSends(tx, from, to);
  const recipients = await readAccountRecipients(
    tx,
    claimed.map((c) => c.companyId),
  );
  for (const { companyId } of claimed) {
    const statement = await buildStatement(tx, companyId, month, today);
    if (!statement) continue;
    const pdf = await renderStatementPdf(statement);
    for (const recipient of recipients.filter((r) => r.companyId === companyId))
      await enqueueEmail(tx, {
        to: recipient.email,
        userId: recipient.userId,
        template: 'account_statement',
        variables: {
          name: recipient.name,
          companyName: statement.company.name,
          month: statementMonthLabel(month),
          openingBalance: statement.openingBalance,
          closingBalance: statement.closingBalance,
          actionUrl: `/partner/statements?month=${month}`,
        },
        attachments: [
          { filename: statementFileName(month, 'pdf'), contentType: 'application/pdf', content: pdf },
        ],
      });
  }
  return claimed.length;
}
