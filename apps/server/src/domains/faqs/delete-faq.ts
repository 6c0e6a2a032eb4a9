import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertFaqManager } from './faq-guards.ts';
import { deleteFaqRow } from './faqs.repository.ts';

/** Removes a FAQ for good (the screen asks first). */
export async function deleteFaq(db: Db, caller: Principal, id: string): Promise<void> {
  assertFaqManager(caller);
  await db.transaction(async (tx) => {
    if (!(await deleteFaqRow(tx, id))) throw notFound('FAQ');
  });
}
