import {
  ageingBucketLabels,
  ageingBucketValues,
  centsOf,
  formatCents,
  formatDisplayDate,
  invoiceStatusLabels,
  type Statement,
  statementMonthLabel,
  storeBusiness,
} from '@party/shared';
import { PDF_BRAND, renderPdfDocument } from '../../lib/pdf.ts';
import { abnLine, storeAsSeller } from '../../lib/tax-invoice-pdf.ts';

const money = (dollars: number) => formatCents(centsOf(dollars));

type Cell = string | { text: string; type?: 'TH'; backgroundColor?: string; font?: { src: string } };
const header = (text: string): Cell => ({
  text,
  type: 'TH',
  backgroundColor: '#f2f2f2',
  font: { src: 'Helvetica-Bold' },
});

/** One bordered table in the house's style: the first column left, the rest right-aligned. */
function table(doc: PDFKit.PDFDocument, widths: (number | '*')[], head: string[], body: Cell[][]) {
  doc.x = doc.page.margins.left;
  const t = doc.table({
    columnStyles: widths.map((width, i) => ({ width, align: { x: i < 2 ? 'left' : 'right', y: 'top' } })),
    defaultStyle: { border: 0.5, borderColor: '#cccccc', padding: 4 },
  });
  t.row(head.map(header));
  for (const row of body) t.row(row);
  t.end();
}

function heading(doc: PDFKit.PDFDocument, statement: Statement) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_BRAND).text(storeBusiness.tradingName);
  doc.fillColor('black').fontSize(16).text('Statement of Account');
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const line of storeAsSeller.lines) doc.text(line);
  doc.moveDown(1).font('Helvetica-Bold').text('Account of');
  doc.font('Helvetica').text(statement.company.name);
  doc.text(abnLine(statement.company.abn));
  doc.moveDown(0.5);
  const details: [string, string][] = [
    ['Month', statementMonthLabel(statement.month)],
    ['As at', formatDisplayDate(statement.asAt)],
    ['Opening balance', money(statement.openingBalance)],
    ['Closing balance', money(statement.closingBalance)],
  ];
  for (const [label, value] of details) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(1);
}

/**
 * The statement as a PDF (docs/product/receivables.md, "Statements"): Party Central's name and
 * ABN, the company's, the month, the opening balance, each line with the running balance, the
 * closing balance, the ageing of what is owed and the invoices still owed with their due dates.
 */
export function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const month = statementMonthLabel(statement.month);
  return renderPdfDocument(
    {
      size: 'A4',
      margin: 48,
      info: { Title: `Statement of Account ${month}`, Author: storeBusiness.legalName },
    },
    (doc) => {
      heading(doc, statement);
      const first = `${statement.month}-01`;
      table(
        doc,
        [70, 90, '*', 80, 80],
        ['Date', 'Reference', 'Description', 'Amount', 'Balance'],
        [
          [formatDisplayDate(first), '', 'Opening balance', '', money(statement.openingBalance)],
          ...statement.lines.map((line) => [
            formatDisplayDate(line.date),
            line.reference,
            line.description,
            money(line.amount),
            money(line.balanceAfter),
          ]),
          [formatDisplayDate(statement.asAt), '', 'Closing balance', '', money(statement.closingBalance)],
        ],
      );
      doc
        .moveDown(1)
        .font('Helvetica-Bold')
        .text(`Ageing as at ${formatDisplayDate(statement.asAt)}`);
      doc.moveDown(0.3).font('Helvetica');
      table(
        doc,
        ['*', '*', '*', '*', '*', '*'],
        [...ageingBucketValues.map((bucket) => ageingBucketLabels[bucket]), 'Total owed'],
        [
          [
            ...ageingBucketValues.map((bucket) => money(statement.ageing[bucket])),
            money(statement.ageing.total),
          ],
        ],
      );
      const owed = statement.invoices.filter((invoice) => invoice.open > 0);
      if (owed.length > 0) {
        doc.moveDown(1).font('Helvetica-Bold').text('Invoices owed');
        doc.moveDown(0.3).font('Helvetica');
        table(
          doc,
          [90, 70, 70, '*', '*', 70],
          ['Invoice', 'Issued', 'Due', 'Total', 'Owed', 'Status'],
          owed.map((invoice) => [
            invoice.number,
            formatDisplayDate(invoice.issuedOn),
            formatDisplayDate(invoice.dueOn),
            money(invoice.total),
            money(invoice.open),
            invoiceStatusLabels[invoice.status],
          ]),
        );
      }
      doc.moveDown(1.5).font('Helvetica-Bold').fontSize(11).text('Please pay by the due dates shown.');
      doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor('#555555');
      doc.text('All amounts are in Australian dollars (AUD) and include GST.');
    },
  );
}
