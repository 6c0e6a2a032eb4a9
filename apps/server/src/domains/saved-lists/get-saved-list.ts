import type { Principal, SavedList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyToRead } from './saved-list-guards.ts';
import { readSavedList } from './to-saved-list.ts';

/** One of the company's lists with its lines priced today; another company's is "Saved list not found". */
export async function getSavedList(db: Db, principal: Principal, id: string): Promise<SavedList> {
  return readSavedList(db, companyToRead(principal), id);
}
