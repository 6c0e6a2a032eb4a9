import { type Principal, savedListCsvColumns } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { companyToRead } from './saved-list-guards.ts';
import { readSavedList } from './to-saved-list.ts';

export interface SavedListFile {
  filename: string;
  body: string;
}

const money = (amount: number) => amount.toFixed(2);

/** 'Party Basics 2027!' → 'party-basics-2027.csv': a file name of plain letters whatever the list is called. */
function fileNameOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'saved-list'}.csv`;
}

/**
 * "Export CSV" (docs/product/wholesale-buying.md, "Saved lists"): one row a line, at today's prices
 * for the company, through the one CSV writer (lib/csv.ts, csv-stringify: ADR 0020 §5). Every text
 * cell passes its formula guard, so a product named '=HYPERLINK(…)' opens as text; CRLF line ends
 * and a byte-order mark, so Excel reads it as UTF-8.
 */
export async function exportSavedList(db: Db, principal: Principal, id: string): Promise<SavedListFile> {
  const list = await readSavedList(db, companyToRead(principal), id);
  const body = toCsv(
    list.lines.map((line) => ({
      sku: line.sku,
      product: line.name,
      quantity: line.quantity,
      unit_price: money(line.price),
      list_price: money(line.listPrice),
    })),
    { header: true, columns: savedListCsvColumns },
  );
  return { filename: fileNameOf(list.name), body };
}
