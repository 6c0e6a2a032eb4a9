import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { announceListChange, companyToWrite } from './saved-list-guards.ts';
import { deleteCompanyList } from './saved-lists.repository.ts';

/** Deletes one of the company's lists and its lines (the screen asks first). */
export async function deleteSavedList(db: Db, principal: Principal, id: string): Promise<void> {
  const companyId = companyToWrite(principal);
  await db.transaction(async (tx) => {
    if (!(await deleteCompanyList(tx, companyId, id))) throw notFound('Saved list');
    await announceListChange(tx, companyId, id);
  });
}
