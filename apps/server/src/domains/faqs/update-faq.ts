import type { FaqInput, Principal, StaffFaq } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertFaqManager } from './faq-guards.ts';
import { findFaq, updateFaqRow } from './faqs.repository.ts';
import { faqFields, toStaffFaq } from './to-staff-faq.ts';

/**
 * Edit question, answer, category and visibility; updated_at moves so the screen shows 'Updated'.
 * Audited with the fields before and after.
 */
export async function updateFaq(db: Db, caller: Principal, id: string, input: FaqInput): Promise<StaffFaq> {
  assertFaqManager(caller);
  return db.transaction(async (tx) => {
    const before = await findFaq(tx, id);
    if (!before || !(await updateFaqRow(tx, id, input))) throw notFound('FAQ');
    await recordAudit(tx, caller, {
      action: 'faq.updated',
      entity: { id, label: input.question },
      oldValues: faqFields(before),
      newValues: { ...input },
    });
    return toStaffFaq((await findFaq(tx, id))!);
  });
}
