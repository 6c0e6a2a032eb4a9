/**
 * RFC 4180 CSV, both ways. Parsing keeps the line each record starts on, so an import report can
 * name it: quoted fields may hold commas, doubled quotes and line breaks.
 */
export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
    i++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** What a spreadsheet would run as a formula when a cell starts with it (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The formula guard alone, for a writer that quotes by itself (csv-stringify's `cast.string`): text a
 * spreadsheet would run as a formula gets a leading apostrophe, so it opens as text.
 */
export function guardCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break. Text a spreadsheet would run as
 * a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, so it opens as text; a
 * number (isText false) is written as it is, negative or not. The writer of every CSV export built
 * by hand; those written by csv-stringify (ADR 0020 §5) pass their text through guardCsvFormula.
 */
export function csvField(
  value: string | number | boolean | null,
  isText = typeof value === 'string',
): string {
  const text = value === null ? '' : String(value);
  const safe = isText ? guardCsvFormula(text) : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record: every string is guarded as text (csvField), numbers, booleans and nulls are not. */
export function csvLine(values: (string | number | boolean | null)[]): string {
  return values.map((v) => csvField(v)).join(',');
}

/** A whole file from its records: CRLF line ends, and a byte-order mark so Excel reads UTF-8. */
export function csvText(lines: string[]): string {
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A cell read back from a file we exported: the formula guard's apostrophe comes off again. */
export function unguardCsvField(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field;
}
