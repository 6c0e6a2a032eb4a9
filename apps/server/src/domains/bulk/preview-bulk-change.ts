import type { BulkPreview, BulkRunInput } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findTargets } from './bulk.repository.ts';
import { planBulkChange, toPreviewRow } from './plan-bulk-change.ts';

/** The dry run of Enhanced Bulk: every row the change would touch, before and after; writes nothing. */
export async function previewBulkChange(db: Db, input: BulkRunInput): Promise<BulkPreview> {
  const targets = await findTargets(db, input, false);
  const rows = planBulkChange(input, targets);
  return { matched: targets.length, rows: rows.map((r) => toPreviewRow(input.action, r)) };
}
