import type { Principal, StaffFaqList, StaffFaqQuery } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertFaqManager } from './faq-guards.ts';
import { findFaqs } from './faqs.repository.ts';
import { toStaffFaq } from './to-staff-faq.ts';

/** Every FAQ, public and internal, for the management screen (docs/product/associate-portal.md, FAQ Management). */
export async function listFaqs(db: Db, caller: Principal, query: StaffFaqQuery): Promise<StaffFaqList> {
  assertFaqManager(caller);
  const rows = await findFaqs(db, {
    search: query.search || undefined,
    category: query.category === 'all' ? undefined : query.category,
  });
  return { items: rows.map(toStaffFaq), total: rows.length };
}
