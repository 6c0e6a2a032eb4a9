import { cellText, type Report } from './report.ts';

/**
 * RFC 4180: a field with a comma, quote or line break is quoted and its quotes doubled. Text that a
 * spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
export function csvField(value: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (fields: string[]) => fields.join(',');

/** One CSV: title and period, then each section's title, header row and rows, a blank line apart. */
export function renderCsv(report: Report): Buffer {
  const lines: string[] = [
    line([csvField(report.title, true)]),
    line(['Period', csvField(report.period, true)]),
    line(['Amounts in', report.currency]),
  ];
  for (const section of report.sections) {
    lines.push('', line([csvField(section.title, true)]));
    lines.push(line(section.columns.map((c) => csvField(c.header, true))));
    for (const row of section.rows) {
      lines.push(
        line(
          section.columns.map((c, i) => csvField(cellText(c, row[i] ?? null), typeof row[i] === 'string')),
        ),
      );
    }
  }
  // The byte-order mark makes Excel read the file as UTF-8 (en dashes, accented names).
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
