import { pipeline, Readable, Transform } from 'node:stream';
import { CsvError, type Options as ParseOptions, parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { type Options as StringifyOptions, stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from './app-error.ts';

/**
 * Every CSV the server reads or writes (docs/ARCHITECTURE.md, lib): csv-parse and csv-stringify
 * (docs/decisions/0020-wholesale-pricing.md §5), with the one formula guard of the exports. Each
 * has a whole-file form and a streaming form that share their options: a small file is read or
 * written at once, a large one (an import, an export of a million orders) a record at a time.
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
export type CsvRow = readonly CsvCell[] | Readonly<Record<string, CsvCell>>;

export interface CsvWriteOptions {
  /** A header row from `columns` (their `header`, else their key). */
  header?: boolean;
  /** The keys of object rows, in order. */
  columns?: readonly (string | { key: string; header?: string })[];
  /** How a number is written; as JavaScript writes it unless given (e.g. money with its cents). */
  number?: (value: number) => string;
}

/**
 * CRLF line ends and a byte-order mark, so Excel reads UTF-8. A field is quoted when it holds a
 * comma, a quote or a line break, or starts or ends with white space. An empty row is a blank line
 * (between the sections of a report).
 */
function writerOptions(options: CsvWriteOptions): StringifyOptions {
  const { number = (value: number) => String(value) } = options;
  return {
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
  };
}

/** A whole file, written at once. */
export function toCsv(rows: readonly CsvRow[], options: CsvWriteOptions = {}): string {
  return stringify(rows as unknown[], writerOptions(options));
}

/**
 * The same file as toCsv, written as its rows arrive: a stream that pulls the next rows only when
 * its reader has taken what it has (backpressure), so a file of a million rows is never held whole.
 * Destroying it (the client went away) ends `rows`, whose generator's `finally` runs.
 */
export function csvStream(
  rows: AsyncIterable<CsvRow> | Iterable<CsvRow>,
  options: CsvWriteOptions = {},
): Readable {
  return pipeline(Readable.from(rows), stringifyStream(writerOptions(options)), () => {});
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
const BLANK = [CR, LF, 0x20, 0x09];
/**
 * A record longer than this is not CSV we can read: a quotation mark never closed would otherwise
 * make the rest of a large file one field held in memory.
 */
const MAX_RECORD_CHARS = 1_000_000;

/**
 * The line each record starts on, from the file's bytes as they arrive (csv-parse's own
 * `info.lines` is where a record ends, and counts a CRLF inside quotes twice): CRLF, LF and CR each
 * end a line, blank lines between records are skipped. Only the bytes since the last record's start
 * are kept, so a file of any size holds about one chunk here.
 */
class RecordLines {
  /** The file's bytes from `offset` on, as far as they have arrived. */
  private bytes: Buffer = Buffer.alloc(0);
  private offset = 0;
  /** The line at `offset`. */
  private line = 1;
  /** Where the next record may start: the end of the last one read (`info.bytes`). */
  private from = 0;

  push(chunk: Buffer): void {
    this.bytes = this.bytes.length === 0 ? chunk : Buffer.concat([this.bytes, chunk]);
  }

  /** The line of the record that ends at byte `end`; the next one is looked for after it. */
  recordEnding(end: number): number {
    const line = this.nextLine();
    this.from = end;
    return line;
  }

  /** The line the next record starts on (or the bad one, when the file is not CSV). */
  nextLine(): number {
    if (this.offset === 0 && this.from === 0 && this.bytes.subarray(0, 3).equals(BOM)) this.from = BOM.length;
    let at = this.from - this.offset;
    while (at < this.bytes.length && BLANK.includes(this.bytes[at]!)) at++;
    for (let pos = 0; pos < at && pos < this.bytes.length; pos++) {
      const byte = this.bytes[pos];
      if (byte === LF || (byte === CR && this.bytes[pos + 1] !== LF)) this.line++;
    }
    this.bytes = this.bytes.subarray(at);
    this.offset += at;
    return this.line;
  }
}

/**
 * The options of both readers: the byte-order mark dropped, blank lines skipped, quoted fields may
 * hold delimiters, doubled quotes and line breaks (CRLF, LF or CR), a quote inside an unquoted field
 * is kept (12" Balloons), and rows may differ in length. Each record comes out as a CsvRecord.
 */
function readerOptions(options: CsvReadOptions, lines: RecordLines): ParseOptions {
  return {
    bom: true,
    delimiter: options.delimiters ?? ',',
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: options.trim ?? false,
    max_record_size: MAX_RECORD_CHARS,
    // csv-parse's types say a record stays string[]; what on_record returns is what comes out.
    on_record: (fields: string[], { bytes }) =>
      ({ line: lines.recordEnding(bytes), fields }) satisfies CsvRecord as unknown as string[],
  };
}

/** A file that is not CSV (a quote never closed) is a 400 naming the line its bad record starts on. */
function notCsv(error: unknown, lines: RecordLines, options: CsvReadOptions): unknown {
  if (!(error instanceof CsvError)) return error;
  return badRequest(
    `The file could not be read as CSV at line ${lines.nextLine()}: ${options.advice ?? 'check its quotation marks'}.`,
    { file: 'Not a readable CSV file' },
  );
}

/** An uploaded CSV file's records, each with the line it starts on, so a report can name it. */
export function parseCsvRecords(input: string | Buffer, options: CsvReadOptions = {}): CsvRecord[] {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const lines = new RecordLines();
  lines.push(bytes);
  try {
    return parse(bytes, readerOptions(options, lines)) as unknown as CsvRecord[];
  } catch (error) {
    throw notCsv(error, lines, options);
  }
}

/**
 * The same records as parseCsvRecords, read from a stream (a file on disk) as they come: one chunk
 * of the file is held at a time, and the file is read no faster than the caller takes records.
 */
export async function* readCsvRecords(
  source: Readable,
  options: CsvReadOptions = {},
): AsyncGenerator<CsvRecord> {
  const lines = new RecordLines();
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      lines.push(chunk);
      done(null, chunk);
    },
  });
  const records = pipeline(source, tap, parseStream(readerOptions(options, lines)), () => {});
  try {
    for await (const record of records) yield record as CsvRecord;
  } catch (error) {
    throw notCsv(error, lines, options);
  }
}
