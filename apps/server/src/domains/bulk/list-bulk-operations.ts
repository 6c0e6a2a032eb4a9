import type { BulkOperation } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { latestCompletedId, listOperationRows } from './bulk.repository.ts';
import { toBulkOperation } from './to-bulk-operation.ts';

/** The 20 newest runs, newest first; only the newest completed one offers Undo. */
export async function listBulkOperations(db: Db): Promise<BulkOperation[]> {
  const [rows, latest] = await Promise.all([listOperationRows(db), latestCompletedId(db)]);
  return rows.map((row) => toBulkOperation(row, latest));
}
