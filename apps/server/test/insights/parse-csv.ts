import { parse } from 'csv-parse/sync';

/**
 * The tests' reader of an exported CSV, through csv-parse like the server's (lib/csv.ts): quoted
 * fields, doubled quotes, CRLF; the BOM is dropped; a blank line is a row of one empty cell, so the
 * blank line between a report's sections is seen. A quote never closed throws.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true });
}
