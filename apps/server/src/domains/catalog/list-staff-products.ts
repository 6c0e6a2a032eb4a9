import {
  categoriesMatching,
  type Principal,
  STAFF_PRODUCTS_PAGE_SIZE,
  type StaffProductList,
  type StaffProductListQuery,
} from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { mayDo } from './catalog.policy.ts';
import { findStaffProductPage } from './staff-products.repository.ts';
import { toStaffProduct } from './to-staff-product.ts';

/**
 * The associate's product list (docs/product/associate-portal.md): a case-insensitive substring of name, category (its id or
 * label) or description, in name order, pages of 10. Every associate reads it.
 */
export async function listStaffProducts(
  db: Db,
  principal: Principal,
  query: StaffProductListQuery,
): Promise<StaffProductList> {
  assertAllowed(mayDo(principal, 'read-staff'));
  const search = query.search || undefined;
  const paging = { page: query.page, pageSize: STAFF_PRODUCTS_PAGE_SIZE };
  const { rows, counted } = await findStaffProductPage(
    db,
    { search, categories: search ? categoriesMatching(search) : [] },
    paging,
  );
  return paged(rows.map(toStaffProduct), counted, paging);
}
