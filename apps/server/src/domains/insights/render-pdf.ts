import { BUSINESS_TIME_ZONE } from '@party/shared';
import { PDF_BRAND, renderPdfDocument } from '../../lib/pdf.ts';
import { cellText, cellValue, type Report } from './report.ts';

/** A PDF is read, not processed: longer sections are cut here and the note points to CSV or Excel. */
export const PDF_MAX_ROWS = 1_000;

/** Title, period, then each section's heading and table (header row shaded, numbers right-aligned). */
export function renderPdf(report: Report): Promise<Buffer> {
  const wide = report.sections.some((s) => s.columns.length > 6);
  const options: PDFKit.PDFDocumentOptions = {
    size: 'A4',
    layout: wide ? 'landscape' : 'portrait',
    margin: 40,
    info: { Title: report.title, Author: 'Party Central', CreationDate: report.generatedAt },
  };
  return renderPdfDocument(options, (doc) => drawReport(doc, report));
}

function drawReport(doc: PDFKit.PDFDocument, report: Report): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(PDF_BRAND).text('Party Central');
  doc.fillColor('black').fontSize(15).text(report.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`Period: ${report.period}`);
  doc.text(
    `Generated: ${report.generatedAt.toLocaleString('en-AU', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' })}`,
  );
  doc.text(`Amounts in ${report.currency}.`);

  for (const section of report.sections) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(section.title, doc.page.margins.left);
    doc.moveDown(0.3).font('Helvetica').fontSize(8.5);
    if (section.rows.length === 0) {
      doc.text(section.empty ?? 'No orders in this period.');
      continue;
    }
    const rows = section.rows.slice(0, PDF_MAX_ROWS);
    const right = section.columns.map((c) => c.kind !== 'text' && c.kind !== 'date');
    const table = doc.table({
      columnStyles: section.columns.map((_, i) => ({ align: { x: right[i] ? 'right' : 'left', y: 'top' } })),
      defaultStyle: { border: 0.5, borderColor: '#cccccc', padding: 3 },
    });
    table.row(
      section.columns.map((c) => ({
        text: c.header,
        type: 'TH',
        backgroundColor: '#f2f2f2',
        font: { src: 'Helvetica-Bold' },
      })),
    );
    for (const row of rows) {
      table.row(
        section.columns.map((c, i) => {
          const cell = row[i] ?? null;
          const text = cellText(c, cell);
          return cellValue(c, cell).kind === 'percent' && text ? `${text}%` : text;
        }),
      );
    }
    table.end();
    if (section.rows.length > rows.length) {
      doc
        .moveDown(0.5)
        .font('Helvetica-Oblique')
        .text(
          `Showing the first ${rows.length.toLocaleString('en-AU')} of ${section.rows.length.toLocaleString('en-AU')} rows; export CSV or Excel for all of them.`,
          doc.page.margins.left,
        );
    }
  }
}
