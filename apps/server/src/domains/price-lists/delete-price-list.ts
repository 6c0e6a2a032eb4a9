import { type Principal, priceListSegmentLabels } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { forgetPriceListHistory } from '../catalog/record-price-list-history.ts';
import { assertPriceListManager } from './price-list-guards.ts';
import { findItems } from './price-list-items.repository.ts';
import { deletePriceListRow, findAssignments, lockPriceList } from './price-lists.repository.ts';
import { auditedFields } from './to-price-list.ts';

/**
 * Removes a list for good (the screen asks first): its products and assignments go with it, and its
 * rows leave the products' price history, which could no longer say whose prices they were. The
 * audit entry keeps the list, its products and whom it was assigned to.
 */
export async function deletePriceList(db: Db, caller: Principal, id: string): Promise<void> {
  assertPriceListManager(caller);
  await db.transaction(async (tx) => {
    const before = await lockPriceList(tx, id);
    if (!before) throw notFound('Price list');
    const items = await findItems(tx, id);
    const assignments = await findAssignments(tx, [id]);
    await forgetPriceListHistory(tx, id);
    await deletePriceListRow(tx, id);
    await recordAudit(tx, caller, {
      action: 'price_list.deleted',
      entity: { id, label: before.name },
      oldValues: {
        ...auditedFields(before),
        products: Object.fromEntries(items.map((i) => [i.sku, i.fixedPrice ?? `${i.percentOff}% off`])),
        companies: assignments.flatMap((a) => (a.companyName ? [a.companyName] : [])),
        segments: assignments.flatMap((a) => (a.segment ? [priceListSegmentLabels[a.segment]] : [])),
      },
    });
  });
}
