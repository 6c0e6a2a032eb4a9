import { type BulkOperation, type BulkRunInput, bulkMessages, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReportProgress } from '../../lib/progress.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  findOperationRow,
  findTargets,
  insertOperation,
  insertPriceHistory,
  setValues,
} from './bulk.repository.ts';
import { planBulkChange } from './plan-bulk-change.ts';
import { toBulkOperation } from './to-bulk-operation.ts';
import { writeInChunks } from './write-in-chunks.ts';

/**
 * One bulk run (Bulk Operations and Enhanced Bulk): in one transaction it locks the selected products,
 * sets the new value on every row that changes, writes price history for price changes, records the
 * run with each row's previous value (undo_data) and audits it. Nothing is half-written.
 * `onProgress` hears of each chunk written, while the transaction still runs.
 */
export async function runBulkChange(
  db: Db,
  principal: Principal,
  input: BulkRunInput,
  onProgress?: ReportProgress,
): Promise<BulkOperation> {
  return db.transaction(async (tx) => {
    const targets = await findTargets(tx, input, true);
    const rows = planBulkChange(input, targets);
    if (rows.length === 0) throw new AppError('CONFLICT', bulkMessages.noChange);
    await writeInChunks(
      rows,
      async (chunk) => {
        await setValues(
          tx,
          input.action,
          chunk.map((r) => ({ id: r.id, value: r.after })),
        );
        if (input.action === 'price_percent')
          await insertPriceHistory(
            tx,
            chunk.map((r) => ({
              productId: r.id,
              previousPrice: r.before as string,
              newPrice: r.after as string,
              changedBy: principal.userId,
            })),
          );
      },
      onProgress,
    );
    const parameters = {
      percent: input.percent,
      category: input.category,
      isFeatured: input.isFeatured,
      selection: input.productIds ? { productIds: input.productIds.length } : { filter: input.filter ?? {} },
    };
    const id = await insertOperation(tx, {
      kind: input.action,
      parameters,
      status: 'completed',
      totalCount: rows.length,
      processedCount: rows.length,
      undoData: rows.map((r) => ({ id: r.id, value: r.before })),
      createdBy: principal.userId,
      completedAt: new Date(),
    });
    const operation = toBulkOperation((await findOperationRow(tx, id))!, id);
    await recordAudit(tx, principal, {
      action: 'bulk.applied',
      entity: { id, label: operation.summary },
      newValues: { action: input.action, ...parameters, changed: rows.length },
    });
    return operation;
  });
}
