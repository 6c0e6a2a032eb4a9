import { describe, expect, it } from 'vitest';
import { csvLine, guardCsvFormula, parseCsv, unguardCsvField } from './csv.ts';
import {
  categoriesMatching,
  productInputSchema,
  profitMargin,
  stockUpdatedMessage,
} from './staff-contract.ts';

describe('product rules', () => {
  it('profit margin is (price - cost) / price × 100 to one decimal, N/A (null) without a cost', () => {
    expect(profitMargin(14.5, 5)).toBe(65.5);
    expect(profitMargin(3, 1)).toBe(66.7);
    expect(profitMargin(10, 0)).toBeNull();
    expect(profitMargin(10, -1)).toBeNull();
  });

  it('stock toasts carry the sign', () => {
    expect(stockUpdatedMessage(5)).toBe('Stock updated: +5');
    expect(stockUpdatedMessage(-3)).toBe('Stock updated: -3');
  });

  it('search matches a category by its id or label, case-insensitively', () => {
    expect(categoriesMatching('CAKE supp')).toEqual(['cake-supplies']);
    expect(categoriesMatching('party-ess')).toEqual(['party-essentials']);
    expect(categoriesMatching('zzz')).toEqual([]);
  });

  it('the form reads its numbers from text, drops blank features, and gives the form texts', () => {
    expect(
      productInputSchema.parse({
        name: ' Cups ',
        price: '3.50',
        cost: '',
        stockQuantity: '',
        features: ['', ' A '],
      }),
    ).toMatchObject({
      name: 'Cups',
      price: 3.5,
      cost: 0,
      stockQuantity: 0,
      features: ['A'],
      isFeatured: false,
    });
    const result = productInputSchema.safeParse({
      name: '',
      price: '0',
      cost: '-1',
      stockQuantity: '1.5',
      imageUrl: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(
      [
        'Cost cannot be negative',
        'Please enter a valid URL',
        'Price must be greater than 0',
        'Product name is required',
        'Quantity must be a whole number',
      ].sort(),
    );
  });
});

describe('CSV', () => {
  it('parses quoted fields with commas, quotes and line breaks, keeping each record’s first line', () => {
    const text = '\uFEFFname,notes\r\n"Cups, red","say ""hi"""\n\n"Two\nlines",x\nlast,';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['Cups, red', 'say "hi"'] },
      { line: 4, fields: ['Two\nlines', 'x'] },
      { line: 6, fields: ['last', ''] },
    ]);
  });

  it('writes fields a spreadsheet reads back, and defuses formulas', () => {
    expect(csvLine(['a,b', 'say "hi"', 12.5, true, null, '=SUM(A1)'])).toBe(
      '"a,b","say ""hi""",12.5,true,,\'=SUM(A1)',
    );
    expect(parseCsv(csvLine(['a,b', 'x\ny']))).toEqual([{ line: 1, fields: ['a,b', 'x\ny'] }]);
  });

  it('guards a formula alone for a writer that quotes by itself, leaving other text as it is', () => {
    expect(['=1+1', '+61', '-5', '@A1', '\tx', 'plain', "it's"].map(guardCsvFormula)).toEqual([
      "'=1+1",
      "'+61",
      "'-5",
      "'@A1",
      "'\tx",
      'plain',
      "it's",
    ]);
  });

  it('takes the formula guard off a cell read back, and only the guard', () => {
    for (const text of ['=1+1', '+61', '-5', '@A1', "it's", "'quoted'", 'plain'])
      expect(unguardCsvField(parseCsv(csvLine([text]))[0]!.fields[0]!)).toBe(text);
  });
});
