import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickOrderAddedMessage, quickOrderCheckSchema } from '../cart/quick-order-contract.ts';
import { type ReorderLine, reorderSummary } from '../orders/reorder-contract.ts';
import {
  mergeQuickOrderEntries,
  parseQuickOrderText,
  type QuickOrderEntry,
  readQuickOrderRecords,
} from './quick-order.ts';
import { largestSoldWithin, roundUpToSold } from './sold-quantities.ts';

const problemOf = (entry: QuickOrderEntry | undefined) =>
  entry && 'problem' in entry ? entry.problem : null;

describe('parseQuickOrderText', () => {
  it('reads a SKU and a quantity separated by a space, comma, semicolon or tab', () => {
    const text = 'BAL-001 24\nbal-002,12\nPLT-003;6\nNAP-004\t48\n  CUP-005 ,  3  ';
    expect(parseQuickOrderText(text)).toEqual([
      { line: 1, input: 'BAL-001 24', sku: 'BAL-001', quantity: 24 },
      { line: 2, input: 'bal-002,12', sku: 'BAL-002', quantity: 12 },
      { line: 3, input: 'PLT-003;6', sku: 'PLT-003', quantity: 6 },
      { line: 4, input: 'NAP-004\t48', sku: 'NAP-004', quantity: 48 },
      { line: 5, input: 'CUP-005 ,  3', sku: 'CUP-005', quantity: 3 },
    ]);
  });

  it('skips blank lines and a header, keeping the numbers the box shows', () => {
    const entries = parseQuickOrderText('sku,quantity\r\n\r\nBAL-001,24\n   \n"PLT-003","6",,\n');
    expect(entries).toEqual([
      { line: 3, input: 'BAL-001,24', sku: 'BAL-001', quantity: 24 },
      { line: 5, input: '"PLT-003","6",,', sku: 'PLT-003', quantity: 6 },
    ]);
  });

  it('reads a header naming its columns in any order, other columns ignored', () => {
    expect(parseQuickOrderText('Name;Qty;SKU\nPink balloons;24;BAL-001\nPlates;;PLT-003')).toEqual([
      { line: 2, input: 'Pink balloons;24;BAL-001', sku: 'BAL-001', quantity: 24 },
      {
        line: 3,
        input: 'Plates;;PLT-003',
        problem: 'Line 3 is not "SKU quantity": no quantity after PLT-003',
      },
    ]);
  });

  it('names the problem of each line that is not a SKU and a whole quantity from 1 to 9,999', () => {
    const lines = [
      'BAL-001', // missing quantity
      'BAL-001 2.5', // decimal
      'BAL-001 -3', // negative
      'BAL-001 0',
      'BAL-001 99999999999999999999999', // huge
      'BAL-001 10000',
      'BAL-001 lots',
      'BAL-001 24 extra',
      'B@L-001 24',
      `${'A'.repeat(33)} 1`,
      '!!!???',
      'BAL-001 1e3',
      'BAL-001 24.0',
      'BAL-001\t"1,000"',
    ];
    const problems = parseQuickOrderText(lines.join('\n')).map(
      (e) => problemOf(e) ?? ('quantity' in e && e.quantity),
    );
    expect(problems).toEqual([
      'Line 1 is not "SKU quantity": no quantity after BAL-001',
      'Line 2: the quantity must be a whole number, not 2.5',
      'Line 3: the quantity must be at least 1',
      'Line 4: the quantity must be at least 1',
      'Line 5: at most 9,999 units a line. Request a quote for more.',
      'Line 6: at most 9,999 units a line. Request a quote for more.',
      "Line 7: 'lots' is not a quantity",
      'Line 8 is not "SKU quantity"',
      "Line 9: 'B@L-001' is not a SKU (letters, digits and dashes, up to 32)",
      `Line 10: '${'A'.repeat(33).slice(0, 40)}' is not a SKU (letters, digits and dashes, up to 32)`,
      'Line 11 is not "SKU quantity"',
      "Line 12: '1e3' is not a quantity",
      24,
      1000,
    ]);
  });

  // Text made of the pieces a paste holds (SKUs, numbers good and bad, every separator, quotes, a
  // header's words) and of any characters at all.
  const piece = fc.oneof(
    fc.constantFrom('BAL-1', 'bal-1', 'PLT-22', ' ', ',', ';', '\t', '\n', '\r\n', '\r', '"', 'sku', 'qty'),
    fc.constantFrom('24', '0', '-3', '2.5', '1,000', '99999', '1e3', '24.0', '+5', 'é', '\u0000', '#'),
    fc.string({ maxLength: 6 }),
  );
  const pasted = fc.array(piece, { maxLength: 80 }).map((pieces) => pieces.join(''));

  it('never throws, and reads only whole quantities from 1 to 9,999 of well-formed SKUs, whatever the text', () => {
    const sound = (entry: QuickOrderEntry) =>
      !('quantity' in entry) ||
      (Number.isInteger(entry.quantity) &&
        entry.quantity >= 1 &&
        entry.quantity <= 9_999 &&
        /^[A-Z0-9][A-Z0-9-]{0,31}$/.test(entry.sku));
    fc.assert(
      fc.property(pasted, (text) => {
        const entries = parseQuickOrderText(text);
        return entries.every(sound) && entries.every((e, i) => i === 0 || e.line > entries[i - 1]!.line);
      }),
      { numRuns: 200 },
    );
  });
});

describe('readQuickOrderRecords', () => {
  it("reads a CSV's records as the paste's lines", () => {
    const records = [
      { line: 1, fields: ['SKU', 'Quantity'], input: 'SKU,Quantity' },
      { line: 2, fields: ['BAL-001', '24'], input: 'BAL-001,24' },
      { line: 4, fields: ['', ''], input: ',' },
      { line: 5, fields: ['PLT-003'], input: 'PLT-003' },
    ];
    expect(readQuickOrderRecords(records)).toEqual([
      { line: 2, input: 'BAL-001,24', sku: 'BAL-001', quantity: 24 },
      { line: 5, input: 'PLT-003', problem: 'Line 5 is not "SKU quantity": no quantity after PLT-003' },
    ]);
  });
});

describe('mergeQuickOrderEntries', () => {
  it('makes one line of the same SKU on several, with a note naming them', () => {
    const merged = mergeQuickOrderEntries(
      parseQuickOrderText('BAL-001 12\nPLT-003 6\nbal-001 12\nxx\nBAL-001 24'),
    );
    expect(merged).toEqual([
      {
        line: 1,
        lines: [1, 3, 5],
        input: 'BAL-001 12',
        sku: 'BAL-001',
        quantity: 48,
        note: 'Lines 1, 3 and 5 are the same SKU: merged into one line of 48',
      },
      { line: 2, lines: [2], input: 'PLT-003 6', sku: 'PLT-003', quantity: 6, note: null },
      { line: 4, input: 'xx', problem: 'Line 4 is not "SKU quantity": no quantity after XX' },
    ]);
  });
});

describe('sold quantities', () => {
  it('round up to the pack size and the minimum', () => {
    expect(roundUpToSold({ quantity: 10, packSize: 12, minQuantity: 24 })).toBe(24);
    expect(roundUpToSold({ quantity: 30, packSize: 12, minQuantity: 24 })).toBe(36);
    expect(roundUpToSold({ quantity: 36, packSize: 12, minQuantity: 24 })).toBe(36);
    expect(roundUpToSold({ quantity: 7, packSize: 1, minQuantity: 1 })).toBe(7);
  });

  it('find the most that stock allows, or none', () => {
    expect(largestSoldWithin({ limit: 40, packSize: 12, minQuantity: 24 })).toBe(36);
    expect(largestSoldWithin({ limit: 20, packSize: 12, minQuantity: 24 })).toBeNull();
    expect(largestSoldWithin({ limit: 0, packSize: 1, minQuantity: 1 })).toBeNull();
  });
});

describe('the check contract', () => {
  it('refuses blank text and a line too long to be a SKU and a quantity', () => {
    expect(quickOrderCheckSchema.safeParse({ text: '  \n ' }).error?.issues[0]?.message).toBe(
      'Type or paste at least one line: a SKU and a quantity.',
    );
    expect(
      quickOrderCheckSchema.safeParse({ text: `A 1\n${'x'.repeat(1001)}` }).error?.issues[0]?.message,
    ).toBe('Line 2 has more than 1,000 characters: each line is a SKU and a quantity.');
    expect(quickOrderCheckSchema.safeParse({ text: '\n\nBAL-001 24' }).data).toEqual({
      text: '\n\nBAL-001 24',
    });
  });

  it('says how many lines went to the cart and how many need attention', () => {
    expect(quickOrderAddedMessage(27, 3)).toBe('Added 27 lines to your cart. 3 lines need attention.');
    expect(quickOrderAddedMessage(1, 1)).toBe('Added 1 line to your cart. 1 line needs attention.');
    expect(quickOrderAddedMessage(28, 0)).toBe('Added 28 lines to your cart.');
  });
});

describe('reorderSummary', () => {
  const line = (over: Partial<ReorderLine>): ReorderLine => ({
    productId: 'p',
    name: 'Balloons',
    orderedQuantity: 12,
    quantity: 12,
    status: 'added',
    message: null,
    unitPrice: 4.95,
    previousUnitPrice: 4.95,
    ...over,
  });

  it('says what changed, as the product page words it', () => {
    const lines = [
      ...Array.from({ length: 9 }, () => line({})),
      line({ status: 'price_changed', unitPrice: 4.5 }),
      line({ status: 'price_changed', unitPrice: 5.1 }),
      line({ status: 'short_stock', quantity: 8 }),
      line({ status: 'not_sold', quantity: 0, unitPrice: null, productId: null }),
    ];
    expect(reorderSummary(lines)).toBe(
      'Added 12 lines. 2 prices changed, 1 line is short of stock (added 8 of 12), 1 product is no longer sold.',
    );
  });

  it('says when nothing could be added, and when quantities were rounded up', () => {
    expect(reorderSummary([line({ status: 'not_sold', quantity: 0, unitPrice: null })])).toBe(
      'Nothing could be added to your cart. 1 product is no longer sold.',
    );
    expect(reorderSummary([line({ status: 'quantity_adjusted', orderedQuantity: 10 })])).toBe(
      'Added 1 line. 1 quantity was rounded up to its pack size.',
    );
    expect(reorderSummary([line({})])).toBe('Added 1 line.');
  });
});
