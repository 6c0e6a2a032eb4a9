import { businessDay, type PriceListDetail, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertPriceListManager } from './price-list-guards.ts';
import { findItems } from './price-list-items.repository.ts';
import { findAssignments, findPriceList } from './price-lists.repository.ts';
import { toPriceListDetail } from './to-price-list.ts';

/** One list with its products (name, SKU, list price, the list's price) and whom it is assigned to. */
export async function getPriceList(db: Db, caller: Principal, id: string): Promise<PriceListDetail> {
  assertPriceListManager(caller, 'read');
  return readPriceList(db, id);
}

/** The list as the screen shows it, read inside the caller's transaction (every write answers with it). */
export async function readPriceList(tx: Tx, id: string): Promise<PriceListDetail> {
  const list = await findPriceList(tx, id);
  if (!list) throw notFound('Price list');
  const items = await findItems(tx, id);
  const assignments = await findAssignments(tx, [id]);
  return toPriceListDetail(list, items, assignments, businessDay());
}
