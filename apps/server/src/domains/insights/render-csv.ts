import { csvField, csvLine, csvText } from '@party/shared';
import { cellText, type Report } from './report.ts';

/**
 * One CSV: title and period, then each section's title, header row and rows, a blank line apart.
 * Text cells go through the shared writer's formula guard; a cell holding a number is not text.
 */
export function renderCsv(report: Report): Buffer {
  const lines: string[] = [
    csvLine([report.title]),
    csvLine(['Period', report.period]),
    csvLine(['Amounts in', report.currency]),
  ];
  for (const section of report.sections) {
    lines.push('', csvLine([section.title]));
    lines.push(csvLine(section.columns.map((c) => c.header)));
    for (const row of section.rows)
      lines.push(
        section.columns
          .map((c, i) => csvField(cellText(c, row[i] ?? null), typeof row[i] === 'string'))
          .join(','),
      );
  }
  return Buffer.from(csvText(lines), 'utf8');
}
