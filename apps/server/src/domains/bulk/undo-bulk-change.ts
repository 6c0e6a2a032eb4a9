import { type BulkAction, type BulkOperation, bulkMessages, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ReportProgress } from '../../lib/progress.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  findOperationRow,
  findTargets,
  insertPriceHistory,
  latestCompletedId,
  lockOperation,
  markUndone,
  setValues,
  type UndoRow,
} from './bulk.repository.ts';
import { toBulkOperation } from './to-bulk-operation.ts';
import { writeInChunks } from './write-in-chunks.ts';

/**
 * Undo of the latest run: every changed row gets back the exact value it had before (products
 * deleted since are skipped), price restores write price history, the run becomes 'undone' and the
 * undo is audited — one transaction.
 */
export async function undoBulkChange(
  db: Db,
  principal: Principal,
  id: string,
  onProgress?: ReportProgress,
): Promise<BulkOperation> {
  return db.transaction(async (tx) => {
    const run = await lockOperation(tx, id);
    if (!run) throw notFound('Bulk run');
    if (run.status !== 'completed') throw new AppError('CONFLICT', bulkMessages.notUndoable);
    if ((await latestCompletedId(tx)) !== id) throw new AppError('CONFLICT', bulkMessages.notLatest);
    const action = run.kind as BulkAction;
    const undo = run.undoData as UndoRow[];
    // Rows still there, locked, with the value they hold now (price history names what undo replaced).
    const current = new Map(
      (await findTargets(tx, { productIds: undo.map((r) => r.id) }, true)).map((t) => [t.id, t]),
    );
    const restore = undo.filter((r) => current.has(r.id));
    await writeInChunks(
      restore,
      async (chunk) => {
        await setValues(tx, action, chunk);
        if (action === 'price_percent')
          await insertPriceHistory(
            tx,
            chunk.map((r) => ({
              productId: r.id,
              previousPrice: current.get(r.id)!.price,
              newPrice: r.value as string,
              changedBy: principal.userId,
            })),
          );
      },
      onProgress,
    );
    await markUndone(tx, id);
    const operation = toBulkOperation((await findOperationRow(tx, id))!, undefined);
    await recordAudit(tx, principal, {
      action: 'bulk.undone',
      entity: { id, label: operation.summary },
      oldValues: { status: 'completed' },
      newValues: { status: 'undone', restored: restore.length },
    });
    return operation;
  });
}
