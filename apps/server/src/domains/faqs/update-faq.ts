import type { FaqInput, Principal, StaffFaq } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertFaqManager } from './faq-guards.ts';
import { findFaq, updateFaqRow } from './faqs.repository.ts';
import { toStaffFaq } from './to-staff-faq.ts';

/** Edit question, answer, category and visibility; updated_at moves so the screen shows 'Updated'. */
export async function updateFaq(db: Db, caller: Principal, id: string, input: FaqInput): Promise<StaffFaq> {
  assertFaqManager(caller);
  return db.transaction(async (tx) => {
    if (!(await updateFaqRow(tx, id, input))) throw notFound('FAQ');
    return toStaffFaq((await findFaq(tx, id))!);
  });
}
