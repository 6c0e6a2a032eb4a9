import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import {
  csvFigure,
  csvStream,
  guardCsvFormula,
  parseCsvRecords,
  readCsvRecords,
  toCsv,
  unguardCsvField,
} from '../../src/lib/csv.ts';

// lib/csv.ts: every CSV the server reads or writes, through csv-parse and csv-stringify, with the
// one formula guard of the exports (OWASP's CSV injection list).

const BOM = '\uFEFF';
/** One record as toCsv writes it: without the byte-order mark and the CRLF after it. */
const line = (cells: Parameters<typeof toCsv>[0][number]) => toCsv([cells] as never).slice(1, -2);

/** The 400 a file that is not CSV is answered with. */
function unreadable(text: string, options?: Parameters<typeof parseCsvRecords>[1]): AppError {
  try {
    parseCsvRecords(text, options);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('read as CSV');
}

describe('reading CSV', () => {
  it('parses quoted fields with commas, quotes and line breaks, keeping each record’s first line', () => {
    const text = '\uFEFFname,notes\r\n"Cups, red","say ""hi"""\n\n"Two\nlines",x\nlast,';
    expect(parseCsvRecords(text)).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['Cups, red', 'say "hi"'] },
      { line: 4, fields: ['Two\nlines', 'x'] },
      { line: 6, fields: ['last', ''] },
    ]);
  });

  it('numbers the records after a quoted field of several lines by the line they start on', () => {
    const text = 'a,b\r\n"one\r\ntwo\r\nthree",c\r\n\r\n\r\nd,"e\nf"\rg,h\r\n';
    expect(parseCsvRecords(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['one\r\ntwo\r\nthree', 'c'] },
      { line: 7, fields: ['d', 'e\nf'] },
      { line: 9, fields: ['g', 'h'] },
    ]);
    // Lines count the same from a Buffer, whose characters may take several bytes each.
    expect(parseCsvRecords(Buffer.from(`${BOM}é,"ü\nö"\n€,x`)).map((r) => r.line)).toEqual([1, 3]);
  });

  it('drops the byte-order mark, skips blank lines, keeps a quote inside an unquoted field', () => {
    expect(parseCsvRecords(`${BOM}\n\n12" Balloons,5\n\n`)).toEqual([
      { line: 3, fields: ['12" Balloons', '5'] },
    ]);
    expect(parseCsvRecords('')).toEqual([]);
    expect(parseCsvRecords('a\nb,c,d')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: ['b', 'c', 'd'] },
    ]);
  });

  it('reads other delimiters and trims fields when asked', () => {
    expect(
      parseCsvRecords('SKU;Qty\r\n BAL-1 ; 12\r\n"PLA-2"\t6', { delimiters: [',', ';', '\t'], trim: true }),
    ).toEqual([
      { line: 1, fields: ['SKU', 'Qty'] },
      { line: 2, fields: ['BAL-1', '12'] },
      { line: 3, fields: ['PLA-2', '6'] },
    ]);
  });

  it('answers a quote never closed with a 400 naming the line its record starts on', () => {
    const error = unreadable('name,price\nCups,1\n"Hats,2\nBowls,3\n');
    expect(error.status).toBe(400);
    expect(error.message).toBe('The file could not be read as CSV at line 3: check its quotation marks.');
    expect(error.fields).toEqual({ file: 'Not a readable CSV file' });
    expect(unreadable('a\r\n"b\r\nc"\r\n\r\n"d,e\r\n', { advice: 'or paste it' }).message).toBe(
      'The file could not be read as CSV at line 5: or paste it.',
    );
  });
});

/** The records of `text` read as a stream of `size`-byte chunks, or the 400 it ends with. */
async function streamed(text: string, size: number) {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  const records = [];
  try {
    for await (const record of readCsvRecords(Readable.from(chunks))) records.push(record);
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  return records;
}

describe('reading CSV as a stream', () => {
  const files = [
    '\uFEFFname,notes\r\n"Cups, red","say ""hi"""\n\n"Two\nlines",x\nlast,',
    'a,b\r\n"one\r\ntwo\r\nthree",c\r\n\r\n\r\nd,"e\nf"\rg,h\r\n',
    `${BOM}é,"ü\nö"\n€,x`,
    `${BOM}\n\n12" Balloons,5\n\n`,
    '',
  ];

  it('reads the same records on the same lines as the whole file, however the bytes arrive', async () => {
    for (const text of files)
      for (const size of [1, 2, 7, 1 << 16])
        expect(await streamed(text, size)).toEqual(parseCsvRecords(text));
  });

  it('answers a quote never closed with the same 400, naming the line its record starts on', async () => {
    for (const size of [1, 3, 1 << 16])
      expect(await streamed('name,price\nCups,1\n"Hats,2\nBowls,3\n', size)).toBe(
        'The file could not be read as CSV at line 3: check its quotation marks.',
      );
  });
});

describe('writing CSV', () => {
  it('streams the same file as toCsv, taking each row only as the reader asks for more', async () => {
    const rows = [
      ['Title', '=1+1'],
      [-5, csvFigure('2.50'), 'a,b\nc'],
    ];
    let taken = 0;
    async function* lazily() {
      for (const row of rows) {
        taken++;
        yield row;
      }
    }
    const stream = csvStream(lazily());
    expect(taken).toBe(0);
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(text).toBe(toCsv(rows));
    expect(taken).toBe(2);
  });

  it('writes rows as they come: an endless source gives its first bytes, and closing the file ends it', async () => {
    let ended: () => void = () => {};
    const sourceEnded = new Promise<void>((resolve) => {
      ended = resolve;
    });
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield [`row ${i}`, i];
      } finally {
        ended();
      }
    }
    const stream = csvStream(endless());
    for await (const chunk of stream) {
      expect(String(chunk)).toMatch(/^\uFEFFrow 0,0\r\n/);
      break;
    }
    // Had the writer gathered every row before writing, it would never have begun.
    await sourceEnded;
  });

  it('writes a whole file with a byte-order mark and CRLF line ends, an empty row a blank line', () => {
    expect(toCsv([['Title'], [], ['a', 1]])).toBe(`${BOM}Title\r\n\r\na,1\r\n`);
    expect(
      toCsv([{ sku: 'A-1', qty: 2 }], { header: true, columns: ['sku', { key: 'qty', header: 'quantity' }] }),
    ).toBe(`${BOM}sku,quantity\r\nA-1,2\r\n`);
    expect(toCsv([], { header: true, columns: ['sku', 'qty'] })).toBe(`${BOM}sku,qty\r\n`);
  });

  it('writes fields a spreadsheet reads back, and defuses formulas', () => {
    expect(line(['a,b', 'say "hi"', 12.5, true, null, '=SUM(A1)'])).toBe(
      '"a,b","say ""hi""",12.5,true,,\'=SUM(A1)',
    );
    expect(line([false, undefined, '', ' padded', 'end ', 'x\ny', 'x\ry'])).toBe(
      'false,,," padded","end ","x\ny","x\ry"',
    );
    expect(parseCsvRecords(toCsv([['a,b', 'x\ny']]))).toEqual([{ line: 1, fields: ['a,b', 'x\ny'] }]);
  });

  it('guards every text cell that starts like a formula, and no number', () => {
    const starts = ['=1+1', '+61', '-5', '@A1', '\tx', '\rx'];
    expect(line(starts)).toBe(`'=1+1,'+61,'-5,'@A1,'\tx,"'\rx"`);
    expect(line(['plain', "it's", 'a=b', 'x-1'])).toBe("plain,it's,a=b,x-1");
    // Numbers, figures and booleans are not text: a negative one stays a number.
    expect(line([-5, csvFigure('-3.50'), 0, true])).toBe('-5,-3.50,0,true');
    expect(toCsv([[-5, 2.5, '-5']], { number: (n) => n.toFixed(2) })).toBe(`${BOM}-5.00,2.50,'-5\r\n`);
    // Object rows and header cells pass the same guard.
    expect(toCsv([{ a: '@x', b: -1 }], { header: true, columns: [{ key: 'a', header: '=A' }, 'b'] })).toBe(
      `${BOM}'=A,b\r\n'@x,-1\r\n`,
    );
  });

  it('guards a formula alone, leaving other text as it is', () => {
    expect(['=1+1', '+61', '-5', '@A1', '\tx', '\rx', 'plain', "it's"].map(guardCsvFormula)).toEqual([
      "'=1+1",
      "'+61",
      "'-5",
      "'@A1",
      "'\tx",
      "'\rx",
      'plain',
      "it's",
    ]);
  });

  it('round-trips quotes, commas and line breaks, and takes the formula guard off a cell read back, and only the guard', () => {
    const texts = ['=1+1', '+61', '-5', '@A1', '\tx', "it's", "'quoted'", 'plain', 'a,"b"\r\nc', ' x '];
    const [record] = parseCsvRecords(toCsv([texts]));
    expect(record!.fields.map(unguardCsvField)).toEqual(texts);
  });
});
