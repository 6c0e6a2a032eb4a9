import {
  fileTooLargeMessage,
  PRODUCT_IMPORT_MAX_REPORTED_ROWS,
  PRODUCT_IMPORT_MAX_ROWS,
  type Principal,
  type ProductImportResult,
  productCsvColumns,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import type { TextFileRules } from '../../http/multipart-upload.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgressReporter, ReportProgress } from '../../lib/progress.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getSettings } from '../settings/get-settings.ts';
import { mayDo } from './catalog.policy.ts';
import { manageMessage } from './create-product.ts';
import { importChunks, readImportLayout } from './import-file.ts';
import { checkImportRow, type ImportRow, importRowChecker } from './import-rows.ts';
import { insertPriceHistory } from './price-history.repository.ts';
import { deleteProductRows, insertProducts } from './product-writes.repository.ts';
import { insertTiers, isSkuUniqueViolation } from './quantity-rules.repository.ts';
import { toMoney, toNewProduct } from './to-staff-product.ts';

/**
 * Rows checked, and then saved, per chunk. Between two chunks other requests run: on the embedded
 * database (one connection) one transaction over 20,000 rows held every other request for seconds.
 */
const CHUNK = 100;

/** The uploaded file, received by the route under these rules into the import's temporary file: its path. */
export type ReceiveImportFile = (rules: TextFileRules) => Promise<string>;

/** docs/product/stock-and-uploads.md: max_file_size_mb limits uploads, and a CSV file is one. */
const importFileRules = (maxFileSizeMb: number): TextFileRules => ({
  maxBytes: maxFileSizeMb * 1024 * 1024,
  extensions: ['.csv', '.txt'],
  messages: {
    notMultipart: 'Upload the CSV file as multipart/form-data, in the field "file".',
    tooLarge: fileTooLargeMessage(maxFileSizeMb),
    oneFile: 'Import one CSV file at a time.',
    wrongType: (name) => `${name} is not a CSV file. Save it from your spreadsheet as "CSV UTF-8" (.csv).`,
    notText: (name) => `${name} is not text. Save it from your spreadsheet as "CSV UTF-8" (.csv).`,
  },
});

const rejected = (rows: number, errors: ProductImportResult['errors'], badRows = errors.length) =>
  ({ outcome: 'rejected', rows, imported: 0, badRows, errors }) satisfies ProductImportResult;

/**
 * CSV import (docs/product/stock-and-uploads.md): the file streams to a temporary file (within
 * max_file_size_mb, refused the moment it passes it), which is read twice, a chunk at a time, never
 * whole. First every row is checked with the product form's rules and texts, the report naming each
 * bad row by its line in the file (a file that is not CSV at all is a 400 naming its line:
 * lib/csv.ts). All or nothing: when any row is bad nothing is saved. Otherwise the rows are saved a
 * chunk per transaction, so a large import shows in the list as it goes. The user's browser hears
 * how far the check ('checking') and the save ('saving') have got.
 */
export async function importProducts(
  db: Db,
  principal: Principal,
  receive: ReceiveImportFile,
  progress: ProgressReporter,
): Promise<ProductImportResult> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  const { maxFileSizeMb } = await getSettings(db);
  const path = await receive(importFileRules(maxFileSizeMb));
  const { header, rows } = await readImportLayout(path);
  if (!header) return rejected(0, [{ line: 1, messages: ['The CSV file is empty'] }]);
  const columns = header.fields.map((f) => f.trim().toLowerCase().replaceAll(' ', '_'));
  const missing = (['name', 'price'] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const named = `The header row must name the columns ${productCsvColumns.join(', ')}; missing: ${missing.join(', ')}`;
    return rejected(rows, [{ line: header.line, messages: [named] }]);
  }
  if (rows === 0)
    return rejected(rows, [{ line: header.line, messages: ['The CSV file has no product rows'] }]);
  if (rows > PRODUCT_IMPORT_MAX_ROWS) {
    const most = `Import at most ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows at a time`;
    return rejected(rows, [{ line: 1, messages: [most] }]);
  }
  const bad = await checkFile(db, path, columns, rows, progress('checking'));
  if (bad.rows > 0) return rejected(rows, bad.errors, bad.rows);
  await saveFile(db, principal, path, columns, rows, progress('saving'));
  return { outcome: 'imported', rows, imported: rows, badRows: 0, errors: [] };
}

/** Pass 1: every row checked; the bad ones counted, the first PRODUCT_IMPORT_MAX_REPORTED_ROWS named. */
async function checkFile(db: Db, path: string, columns: string[], rows: number, progress: ReportProgress) {
  const check = importRowChecker(db, columns);
  const errors: ProductImportResult['errors'] = [];
  let badRows = 0;
  let done = 0;
  for await (const records of importChunks(path, CHUNK)) {
    for (const row of await check(records)) {
      if (row.messages.length === 0) continue;
      badRows++;
      if (errors.length < PRODUCT_IMPORT_MAX_REPORTED_ROWS)
        errors.push({ line: row.line, messages: [...new Set(row.messages)] });
    }
    done += records.length;
    await progress(done, rows);
  }
  return { rows: badRows, errors };
}

/**
 * Pass 2: the checked file saved a chunk per transaction (each product with its price-history row
 * and quantity breaks). If a chunk fails, the products already saved are deleted again and the
 * failure is answered, so a retry makes no duplicates. One audit entry names the import once every
 * chunk is in.
 */
async function saveFile(
  db: Db,
  principal: Principal,
  path: string,
  columns: string[],
  rows: number,
  progress: ReportProgress,
): Promise<void> {
  const saved: string[] = [];
  const firstNames: string[] = [];
  try {
    for await (const records of importChunks(path, CHUNK)) {
      const chunk = records.map((record) => goodRow(columns, record));
      saved.push(...(await saveChunk(db, principal, chunk)));
      firstNames.push(...chunk.slice(0, 20 - firstNames.length).map((r) => r.product.name));
      await progress(saved.length, rows);
    }
    await db.transaction((tx) => auditImport(tx, principal, rows, firstNames));
  } catch (error) {
    await deleteSaved(db, saved);
    // Another product took one of the file's SKUs after the check: nothing of the file is kept.
    if (isSkuUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'A SKU in the file was given to another product meanwhile. Import the file again.',
      );
    throw error;
  }
}

/** A row of the checked file, checked again as it is saved: the same row gives the same answer. */
function goodRow(columns: string[], record: Parameters<typeof checkImportRow>[1]): ImportRow {
  const { row } = checkImportRow(columns, record);
  if (!row) throw new Error(`Line ${record.line} of the import file changed after it was checked`);
  return row;
}

async function deleteSaved(db: Db, saved: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < saved.length; start += CHUNK)
      await deleteProductRows(tx, saved.slice(start, start + CHUNK));
  });
}

/** The first names tell an admin which file it was; the rest are in the price history. */
function auditImport(
  tx: Parameters<typeof recordAudit>[0],
  principal: Principal,
  rows: number,
  names: string[],
) {
  return recordAudit(tx, principal, {
    action: 'product.imported',
    entity: { id: null, label: `${rows.toLocaleString('en-AU')} ${rows === 1 ? 'product' : 'products'}` },
    newValues: { rows, imported: rows, products: names },
  });
}

/** One chunk's products, their price-history rows and quantity breaks, in one transaction; their ids. */
async function saveChunk(db: Db, principal: Principal, chunk: ImportRow[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = chunk.map(({ product, rules }) => ({
      ...toNewProduct(product),
      ...(rules.sku ? { sku: rules.sku } : {}),
      packSize: rules.packSize,
      minOrderQty: rules.minOrderQty,
    }));
    const ids = await insertProducts(tx, rows);
    await insertPriceHistory(
      tx,
      ids.map(({ id }, i) => ({
        productId: id,
        newPrice: rows[i]!.price,
        newCost: rows[i]!.cost ?? '0.00',
        changedBy: principal.userId,
      })),
    );
    await insertTiers(
      tx,
      ids.flatMap(({ id }, i) =>
        chunk[i]!.rules.tiers.map((t) => ({
          productId: id,
          minQuantity: t.minQuantity,
          unitPrice: toMoney(t.unitPrice),
        })),
      ),
    );
    return ids.map(({ id }) => id);
  });
}
