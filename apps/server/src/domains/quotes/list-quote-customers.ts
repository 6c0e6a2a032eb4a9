import type { Principal, QuoteCustomerList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { listPartnerCustomers } from '../accounts/list-partner-customers.ts';
import { assertStaff } from './quote-guards.ts';

/** Create New Quote's customer list: the partners (id, name, email, company). */
export async function listQuoteCustomers(db: Db, caller: Principal): Promise<QuoteCustomerList> {
  assertStaff(caller);
  return { items: await listPartnerCustomers(db) };
}
