import { type QuickOrderEntry, readQuickOrderRecords } from '@party/shared';
import { parseCsvRecords } from '../../lib/csv.ts';

/**
 * An uploaded quick-order CSV's lines (docs/decisions/0020-wholesale-pricing.md §5: csv-parse, through
 * lib/csv.ts): comma, semicolon or tab between fields, quotes as a spreadsheet writes them, read by the
 * same rules as a paste (shared `readQuickOrderRecords`). A file that is not CSV at all is a 400
 * naming the line.
 */
export function quickOrderEntriesOfCsv(text: string): QuickOrderEntry[] {
  const records = parseCsvRecords(text, {
    delimiters: [',', ';', '\t'],
    trim: true,
    advice: 'check its quotation marks, or paste the lines instead',
  });
  return readQuickOrderRecords(
    records.map(({ line, fields }) => ({ line, fields, input: fields.join(',').slice(0, 200) })),
  );
}
