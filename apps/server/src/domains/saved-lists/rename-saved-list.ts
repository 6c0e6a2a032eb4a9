import type { Principal, RenameSavedList, SavedList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import {
  announceListChange,
  companyToWrite,
  duplicateName,
  lockList,
  namingList,
} from './saved-list-guards.ts';
import { hasListNamed, renameList } from './saved-lists.repository.ts';
import { readSavedList } from './to-saved-list.ts';

/** Renames one of the company's lists; a name another of its lists has, whatever its case, is a 409. */
export async function renameSavedList(
  db: Db,
  principal: Principal,
  id: string,
  input: RenameSavedList,
): Promise<SavedList> {
  const companyId = companyToWrite(principal);
  return namingList(input.name, () =>
    db.transaction(async (tx) => {
      await lockList(tx, companyId, id);
      if (await hasListNamed(tx, companyId, input.name, id)) throw duplicateName(input.name);
      await renameList(tx, id, input.name);
      await announceListChange(tx, companyId, id);
      return readSavedList(tx, companyId, id);
    }),
  );
}
