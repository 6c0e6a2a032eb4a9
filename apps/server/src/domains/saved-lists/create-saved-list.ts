import type { CreateSavedList, Principal, SavedList } from '@party/shared';
import { sumByProduct } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { announceListChange, companyToWrite, duplicateName, refuseUnsoldLines } from './saved-list-guards.ts';
import { insertList, upsertItems } from './saved-lists.repository.ts';
import { readSavedList } from './to-saved-list.ts';

/**
 * A new list of the caller's company, empty or with lines (each in a quantity its product is sold
 * in); a name the company uses already, whatever its case, is a 409.
 */
export async function createSavedList(
  db: Db,
  principal: Principal,
  input: CreateSavedList,
): Promise<SavedList> {
  const companyId = companyToWrite(principal);
  const sent = input.lines ?? [];
  const lines = sumByProduct(sent);
  return db.transaction(async (tx) => {
    const id = await insertList(tx, { companyId, name: input.name, createdBy: principal.userId });
    if (!id) throw duplicateName(input.name);
    await refuseUnsoldLines(tx, companyId, lines, sent);
    await upsertItems(tx, id, lines);
    await announceListChange(tx, companyId, id);
    return readSavedList(tx, companyId, id);
  });
}
