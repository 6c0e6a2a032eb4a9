import type { FaqInput, Principal, StaffFaq } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertFaqManager } from './faq-guards.ts';
import { findFaq, insertFaq } from './faqs.repository.ts';
import { toStaffFaq } from './to-staff-faq.ts';

/** New FAQ by the signed-in user (never a placeholder id); public unless unticked; audited by its question. */
export async function createFaq(db: Db, caller: Principal, input: FaqInput): Promise<StaffFaq> {
  assertFaqManager(caller);
  return db.transaction(async (tx) => {
    const id = await insertFaq(tx, { ...input, createdBy: caller.userId });
    await recordAudit(tx, caller, {
      action: 'faq.created',
      entity: { id, label: input.question },
      newValues: { ...input },
    });
    return toStaffFaq((await findFaq(tx, id))!);
  });
}
