import { type QuickOrderEntry, readQuickOrderRecords } from '@party/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/app-error.ts';

/**
 * An uploaded quick-order CSV's lines (docs/decisions/0020-wholesale-pricing.md §5: csv-parse): comma,
 * semicolon or tab between fields, quotes as a spreadsheet writes them, read by the same rules as a
 * paste (shared `readQuickOrderRecords`). A file that is not CSV at all is a 400 naming the line.
 */
export function quickOrderEntriesOfCsv(text: string): QuickOrderEntry[] {
  let records: { info: { lines: number }; record: string[] }[];
  try {
    // With `info` each record comes with where it ends in the file; the library's types do not say so.
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw badRequest(
      `The file could not be read as CSV at line ${error.lines}: check its quotation marks, or paste the lines instead.`,
      { file: 'Not a readable CSV file' },
    );
  }
  return readQuickOrderRecords(
    records.map(({ info, record }) => ({
      line: info.lines,
      fields: record,
      input: record.join(',').slice(0, 200),
    })),
  );
}
