import type { PublicFaqList, PublicFaqQuery } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findPublicFaqs } from './faqs.repository.ts';

/** The storefront FAQ list: anyone may read it, so only FAQs marked public ever leave here. */
export async function listPublicFaqs(db: Db, query: PublicFaqQuery): Promise<PublicFaqList> {
  const rows = await findPublicFaqs(db, {
    search: query.search || undefined,
    category: query.category === 'all' ? undefined : query.category,
  });
  return { items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}
