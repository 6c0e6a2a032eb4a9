import ExcelJS from 'exceljs';
import { cellValue, type Report } from './report.ts';

const formats = { money: '#,##0.00', int: '#,##0', decimal: '#,##0.0#', percent: '0"%"' } as const;

/** Sheet names: at most 31 characters, none of []:*?/\ . */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** One worksheet per section: title, period, header row (bold, frozen), typed cells. */
export async function renderXlsx(report: Report): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Party Central';
  workbook.created = report.generatedAt;
  for (const section of report.sections) {
    const sheet = workbook.addWorksheet(sheetName(section.title), {
      views: [{ state: 'frozen', ySplit: 4 }],
    });
    sheet.addRow([`${report.title}: ${section.title}`]).font = { bold: true, size: 14 };
    sheet.addRow([`Period: ${report.period}`, `Amounts in ${report.currency}`]);
    sheet.addRow([]);
    const header = sheet.addRow(section.columns.map((c) => c.header));
    header.font = { bold: true };
    for (const row of section.rows) {
      const added = sheet.addRow(section.columns.map((c, i) => cellValue(c, row[i] ?? null).value));
      section.columns.forEach((c, i) => {
        const { kind } = cellValue(c, row[i] ?? null);
        if (kind in formats) added.getCell(i + 1).numFmt = formats[kind as keyof typeof formats];
      });
    }
    section.columns.forEach((c, i) => {
      const longest = Math.max(
        c.header.length,
        ...section.rows.slice(0, 200).map((r) => String(cellValue(c, r[i] ?? null).value ?? '').length),
      );
      sheet.getColumn(i + 1).width = Math.min(50, Math.max(10, longest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
