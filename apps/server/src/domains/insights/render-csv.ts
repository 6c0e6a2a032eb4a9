import { type CsvCell, csvFigure, toCsv } from '../../lib/csv.ts';
import { cellText, type Report, type ReportCell, type ReportColumn } from './report.ts';

/** Text passes the writer's formula guard; a figure (a number, money) is written as cellText gives it. */
const cellOf = (column: ReportColumn, cell: ReportCell): CsvCell =>
  typeof cell === 'string' ? cell : csvFigure(cellText(column, cell));

/**
 * One CSV (lib/csv.ts): title and period, then each section's title, header row and rows, a blank
 * line apart. Text cells go through the writer's formula guard; a cell holding a number is not text.
 */
export function renderCsv(report: Report): Buffer {
  const rows: CsvCell[][] = [[report.title], ['Period', report.period], ['Amounts in', report.currency]];
  for (const section of report.sections) {
    rows.push(
      [],
      [section.title],
      section.columns.map((c) => c.header),
    );
    for (const row of section.rows) rows.push(section.columns.map((c, i) => cellOf(c, row[i] ?? null)));
  }
  return Buffer.from(toCsv(rows), 'utf8');
}
