import type { Principal, ReplaceSavedListLines, SavedList } from '@party/shared';
import { sumByProduct } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { announceListChange, companyToWrite, lockList, refuseUnsoldLines } from './saved-list-guards.ts';
import { deleteItemsExcept, findListItems, touchList, upsertItems } from './saved-lists.repository.ts';
import { readSavedList } from './to-saved-list.ts';

/**
 * The list's lines become those sent (an edited quantity, a removed line): a line kept keeps its
 * place, a new one goes last. A changed or new line must be a quantity its product is sold in.
 */
export async function replaceSavedListLines(
  db: Db,
  principal: Principal,
  id: string,
  input: ReplaceSavedListLines,
): Promise<SavedList> {
  const companyId = companyToWrite(principal);
  const lines = sumByProduct(input.lines);
  return db.transaction(async (tx) => {
    await lockList(tx, companyId, id);
    const now = new Map((await findListItems(tx, id)).map((item) => [item.productId, item.quantity]));
    await refuseUnsoldLines(tx, companyId, lines, input.lines, now);
    await deleteItemsExcept(
      tx,
      id,
      lines.map((l) => l.productId),
    );
    await upsertItems(tx, id, lines);
    await touchList(tx, id);
    await announceListChange(tx, companyId, id);
    return readSavedList(tx, companyId, id);
  });
}
