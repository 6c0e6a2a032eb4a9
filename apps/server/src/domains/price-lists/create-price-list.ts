import type { PriceListDetail, PriceListValues, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readPriceList } from './get-price-list.ts';
import { assertNameFree, assertPriceListManager, rethrowNameTaken } from './price-list-guards.ts';
import { insertPriceList } from './price-lists.repository.ts';
import { listRowOf } from './to-price-list.ts';

/**
 * A new list: its name, dates and percentage off everything, no products and no assignments yet
 * (so it clashes with nothing until it is assigned). Audited with what it was given.
 */
export async function createPriceList(
  db: Db,
  caller: Principal,
  input: PriceListValues,
): Promise<PriceListDetail> {
  assertPriceListManager(caller);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const id = await insertPriceList(tx, { ...listRowOf(input), createdBy: caller.userId }).catch((e) =>
      rethrowNameTaken(e, input.name),
    );
    await recordAudit(tx, caller, {
      action: 'price_list.created',
      entity: { id, label: input.name },
      newValues: { ...input },
    });
    return readPriceList(tx, id);
  });
}
