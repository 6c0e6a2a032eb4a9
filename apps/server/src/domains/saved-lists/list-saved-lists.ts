import type { Principal, SavedLists } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyToRead } from './saved-list-guards.ts';
import { findCompanyLists } from './saved-lists.repository.ts';
import { toSavedListSummary } from './to-saved-list.ts';

/** The caller's company's saved lists, last changed first: every member sees them. */
export async function listSavedLists(db: Db, principal: Principal): Promise<SavedLists> {
  const companyId = companyToRead(principal);
  return { items: (await findCompanyLists(db, companyId)).map(toSavedListSummary) };
}
