import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from './app-error.ts';

/**
 * Every CSV the server reads or writes (docs/ARCHITECTURE.md, lib): csv-parse and csv-stringify
 * (docs/decisions/0020-wholesale-pricing.md §5), with the one formula guard of the exports.
 */

/** What a spreadsheet would run as a formula when a cell starts with it (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it opens as text. */
export function guardCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read back from a file we exported: the formula guard's apostrophe comes off again. */
export function unguardCsvField(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field;
}

/** A number already written as text (money with its cents): written as it is, never guarded. */
export interface CsvFigure {
  figure: string;
}
export const csvFigure = (figure: string): CsvFigure => ({ figure });

/**
 * A cell: a string is text and passes the formula guard; a number, a boolean or a figure is written
 * as it is, negative or not; null and undefined are empty.
 */
export type CsvCell = string | number | boolean | null | undefined | CsvFigure;

export interface CsvWriteOptions {
  /** A header row from `columns` (their `header`, else their key). */
  header?: boolean;
  /** The keys of object rows, in order. */
  columns?: readonly (string | { key: string; header?: string })[];
  /** How a number is written; as JavaScript writes it unless given (e.g. money with its cents). */
  number?: (value: number) => string;
}

/**
 * A whole file: CRLF line ends and a byte-order mark, so Excel reads UTF-8. A field is quoted when it
 * holds a comma, a quote or a line break, or starts or ends with white space. An empty row is a
 * blank line (between the sections of a report).
 */
export function toCsv(
  rows: readonly (readonly CsvCell[])[] | readonly Record<string, CsvCell>[],
  options: CsvWriteOptions = {},
): string {
  const { number = (value: number) => String(value) } = options;
  return stringify(rows as unknown[], {
    bom: true,
    record_delimiter: 'windows',
    ...(options.header ? { header: true } : {}),
    ...(options.columns ? { columns: options.columns.map((c) => c) } : {}),
    // csv-stringify quotes only the record delimiter itself (CRLF): a lone CR or LF is quoted too.
    quoted_match: /[\r\n]|^\s|\s$/,
    cast: {
      string: guardCsvFormula,
      number: (value) => number(value),
      boolean: (value) => String(value),
      object: (value) => (value as unknown as CsvFigure).figure,
    },
  });
}

/** One record read, with the 1-based line of the file where it starts. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvReadOptions {
  /** Field delimiters; a comma unless given. */
  delimiters?: string[];
  /** White space around each field taken off. */
  trim?: boolean;
  /** The end of the 400's message for a file that is not CSV. */
  advice?: string;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const CR = 0x0d;
const LF = 0x0a;

/**
 * The 1-based line of a byte offset, for offsets asked in order: CRLF, LF and CR each end a line
 * (csv-parse's own `info.lines` is where a record ends, and counts a CRLF inside quotes twice).
 */
function lineCounter(bytes: Buffer): (offset: number) => number {
  let pos = 0;
  let line = 1;
  return (offset) => {
    for (; pos < offset && pos < bytes.length; pos++) {
      const byte = bytes[pos];
      if (byte === LF || (byte === CR && bytes[pos + 1] !== LF)) line++;
    }
    return line;
  };
}

/** Where a record starts, from where the last one ended: past the blank lines skipped between. */
function recordStart(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length && [CR, LF, 0x20, 0x09].includes(bytes[at]!)) at++;
  return at;
}

/**
 * An uploaded CSV file's records, each with the line it starts on, so a report can name it: the
 * byte-order mark dropped, blank lines skipped, quoted fields may hold delimiters, doubled quotes and
 * line breaks (CRLF, LF or CR), a quote inside an unquoted field is kept (12" Balloons), and rows
 * may differ in length. A file that is not CSV (a quote never closed) is a 400 naming the line its
 * bad record starts on.
 */
export function parseCsvRecords(input: string | Buffer, options: CsvReadOptions = {}): CsvRecord[] {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const lineOf = lineCounter(bytes);
  const records: CsvRecord[] = [];
  // Where the last record read ends (its `info.bytes`): the next one starts after it, past the BOM.
  let end = bytes.subarray(0, 3).equals(BOM) ? BOM.length : 0;
  try {
    parse(bytes, {
      bom: true,
      delimiter: options.delimiters ?? ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: options.trim ?? false,
      on_record: (fields: string[], { bytes: recordEnd }) => {
        records.push({ line: lineOf(recordStart(bytes, end)), fields });
        end = recordEnd;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw badRequest(
      `The file could not be read as CSV at line ${lineOf(recordStart(bytes, end))}: ${options.advice ?? 'check its quotation marks'}.`,
      { file: 'Not a readable CSV file' },
    );
  }
  return records;
}
