import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertFaqManager } from './faq-guards.ts';
import { deleteFaqRow, findFaq } from './faqs.repository.ts';
import { faqFields } from './to-staff-faq.ts';

/** Removes a FAQ for good (the screen asks first); the audit entry keeps what it said. */
export async function deleteFaq(db: Db, caller: Principal, id: string): Promise<void> {
  assertFaqManager(caller);
  await db.transaction(async (tx) => {
    const before = await findFaq(tx, id);
    if (!before || !(await deleteFaqRow(tx, id))) throw notFound('FAQ');
    await recordAudit(tx, caller, {
      action: 'faq.deleted',
      entity: { id, label: before.question },
      oldValues: faqFields(before),
    });
  });
}
