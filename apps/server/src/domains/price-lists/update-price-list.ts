import type { PriceListDetail, PriceListValues, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readPriceList } from './get-price-list.ts';
import {
  assertNameFree,
  assertNoOverlap,
  assertPriceListManager,
  rethrowNameTaken,
} from './price-list-guards.ts';
import {
  findAssignments,
  findPriceList,
  lockInvolvedLists,
  updatePriceListRow,
} from './price-lists.repository.ts';
import { auditedFields, listRowOf, targetsOf } from './to-price-list.ts';

/**
 * Edit a list's name, dates and percentage off everything. New dates may not overlap another list of
 * a company or segment it is assigned to: the lists involved are locked first, then checked. Audited
 * with the fields that changed, before and after.
 */
export async function updatePriceList(
  db: Db,
  caller: Principal,
  id: string,
  input: PriceListValues,
): Promise<PriceListDetail> {
  assertPriceListManager(caller);
  return db.transaction(async (tx) => {
    if (!(await findPriceList(tx, id))) throw notFound('Price list');
    const dates = { validFrom: input.validFrom, validTo: input.validTo };
    const before = await lockInvolvedLists(tx, id, dates, targetsOf(await findAssignments(tx, [id])));
    if (!before) throw notFound('Price list');
    if (before.validFrom !== dates.validFrom || before.validTo !== dates.validTo)
      await assertNoOverlap(tx, id, dates, targetsOf(await findAssignments(tx, [id])), 'validFrom');
    await assertNameFree(tx, input.name, id);
    await updatePriceListRow(tx, id, listRowOf(input)).catch((e) => rethrowNameTaken(e, input.name));
    const was: Record<string, unknown> = auditedFields(before);
    const now: Record<string, unknown> = { ...input };
    const changed = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
    if (changed.length > 0)
      await recordAudit(tx, caller, {
        action: 'price_list.updated',
        entity: { id, label: input.name },
        oldValues: Object.fromEntries(changed.map((key) => [key, was[key]])),
        newValues: Object.fromEntries(changed.map((key) => [key, now[key]])),
      });
    return readPriceList(tx, id);
  });
}
