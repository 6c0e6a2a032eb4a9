import {
  type AgeingQuery,
  ageingBucketLabels,
  ageingBucketValues,
  businessDay,
  formatDisplayDate,
  type Principal,
} from '@party/shared';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { type AgeingTable, readAgeing } from './get-ageing.ts';
import { assertFinance } from './receivables-guards.ts';

export type AgeingFormat = 'csv' | 'xlsx';

const contentTypes: Record<AgeingFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const header = ['Company', ...ageingBucketValues.map((b) => ageingBucketLabels[b]), 'Total', 'Oldest due'];

/** Each row as cells: the name and day as text, amounts as numbers; the totals row last. */
function cellsOf(report: AgeingTable): (string | number)[][] {
  const amounts = (r: AgeingTable['totals']) => [...ageingBucketValues.map((b) => r[b]), r.total];
  return [
    ...report.rows.map((r) => [r.companyName, ...amounts(r), r.oldestDueOn ?? '']),
    ['Total', ...amounts(report.totals), ''],
  ];
}

/** CSV through the one writer (lib/csv.ts), whose formula guard keeps a company named "=…" text. */
function renderCsv(report: AgeingTable): Buffer {
  const rows = [
    ['Ageing of invoices on account'],
    ['As at', formatDisplayDate(report.asOf)],
    ['Amounts in', 'AUD'],
    [],
    header,
    ...cellsOf(report),
  ];
  // Amounts are numbers, so a negative one is not taken for a formula; they keep their cents.
  return Buffer.from(toCsv(rows, { number: (amount) => amount.toFixed(2) }), 'utf8');
}

async function renderXlsx(report: AgeingTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Party Central';
  const sheet = workbook.addWorksheet('Ageing', { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.addRow(['Ageing of invoices on account']).font = { bold: true, size: 14 };
  sheet.addRow([`As at ${formatDisplayDate(report.asOf)}`, 'Amounts in AUD']);
  sheet.addRow([]);
  sheet.addRow(header).font = { bold: true };
  const rows = cellsOf(report);
  rows.forEach((cells, index) => {
    const row = sheet.addRow(cells);
    for (let col = 2; col <= header.length - 1; col += 1) row.getCell(col).numFmt = '#,##0.00';
    if (index === rows.length - 1) row.font = { bold: true };
  });
  sheet.getColumn(1).width = 40;
  for (let col = 2; col <= header.length; col += 1) sheet.getColumn(col).width = 14;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The ageing table as shown (same search, filter and sort), as a CSV or XLSX file named by the day. */
export async function exportAgeing(
  db: Db,
  caller: Principal,
  query: AgeingQuery,
  format: AgeingFormat,
  asOf = businessDay(),
) {
  assertFinance(caller);
  // The table as shown, every page of it.
  const report = await readAgeing(db, query, asOf, null);
  const body = format === 'csv' ? renderCsv(report) : await renderXlsx(report);
  return { filename: `ageing-${report.asOf}.${format}`, contentType: contentTypes[format], body };
}
