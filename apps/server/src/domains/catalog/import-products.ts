import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  fileTooLargeMessage,
  PRODUCT_IMPORT_MAX_ROWS,
  type Principal,
  type ProductImportResult,
  productCsvColumns,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseCsvRecords } from '../../lib/csv.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getSettings } from '../settings/get-settings.ts';
import { mayDo } from './catalog.policy.ts';
import { manageMessage } from './create-product.ts';
import { checkImportRows, type ImportRow } from './import-rows.ts';
import { insertPriceHistory } from './price-history.repository.ts';
import { deleteProductRows, insertProducts } from './product-writes.repository.ts';
import { insertTiers, isSkuUniqueViolation } from './quantity-rules.repository.ts';
import { toMoney, toNewProduct } from './to-staff-product.ts';

/**
 * Rows checked, and then saved, per turn of the event loop. Between two chunks other requests run: on
 * the embedded database (one connection) one transaction over 20,000 rows held every other request
 * for seconds.
 */
const CHUNK = 500;

/**
 * CSV import (docs/product/stock-and-uploads.md): every row is checked with the product form's rules and texts; the report
 * names each bad row by its line in the file (a file that is not CSV at all is a 400 naming its
 * line: lib/csv.ts). All or nothing: when any row is bad nothing is saved.
 * Otherwise the rows are saved a chunk per transaction (each product with its price-history row and
 * quantity breaks),
 * yielding to other requests between chunks, so a large import shows in the list as it goes; if a
 * chunk fails, the products already saved are deleted again and the failure is answered. One audit
 * entry names the import once every chunk is in.
 */
export async function importProducts(
  db: Db,
  principal: Principal,
  csv: string,
): Promise<ProductImportResult> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  // docs/product/stock-and-uploads.md: max_file_size_mb limits uploads, and a CSV file is one.
  const { maxFileSizeMb } = await getSettings(db);
  if (Buffer.byteLength(csv, 'utf8') > maxFileSizeMb * 1024 * 1024)
    throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(maxFileSizeMb));
  const [header, ...records] = parseCsvRecords(csv);
  const reject = (errors: ProductImportResult['errors'], rows = records.length): ProductImportResult => ({
    outcome: 'rejected',
    rows,
    imported: 0,
    errors,
  });
  if (!header) return reject([{ line: 1, messages: ['The CSV file is empty'] }], 0);
  const columns = header.fields.map((f) => f.trim().toLowerCase().replaceAll(' ', '_'));
  const missing = (['name', 'price'] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return reject([
      {
        line: header.line,
        messages: [
          `The header row must name the columns ${productCsvColumns.join(', ')}; missing: ${missing.join(', ')}`,
        ],
      },
    ]);
  if (records.length === 0)
    return reject([{ line: header.line, messages: ['The CSV file has no product rows'] }]);
  if (records.length > PRODUCT_IMPORT_MAX_ROWS)
    return reject([
      {
        line: 1,
        messages: [`Import at most ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows at a time`],
      },
    ]);

  const { rows: valid, errors } = await checkImportRows(db, columns, records);
  if (errors.length > 0) return reject(errors);

  const saved: string[] = [];
  try {
    for (let start = 0; start < valid.length; start += CHUNK) {
      if (start > 0) await nextTurn();
      saved.push(...(await saveChunk(db, principal, valid.slice(start, start + CHUNK))));
    }
    await db.transaction((tx) =>
      recordAudit(tx, principal, {
        action: 'product.imported',
        entity: {
          id: null,
          label: `${valid.length.toLocaleString('en-AU')} ${valid.length === 1 ? 'product' : 'products'}`,
        },
        // The first names tell an admin which file it was; the rest are in the price history.
        newValues: {
          rows: records.length,
          imported: valid.length,
          products: valid.slice(0, 20).map((r) => r.product.name),
        },
      }),
    );
  } catch (error) {
    await db.transaction(async (tx) => {
      for (let start = 0; start < saved.length; start += CHUNK)
        await deleteProductRows(tx, saved.slice(start, start + CHUNK));
    });
    // Another product took one of the file's SKUs after the check: nothing of the file is kept.
    if (isSkuUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'A SKU in the file was given to another product meanwhile. Import the file again.',
      );
    throw error;
  }
  return { outcome: 'imported', rows: records.length, imported: valid.length, errors: [] };
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
