import {
  amountOf,
  centsOf,
  type PriceListDetail,
  type PriceListItemsInput,
  type Principal,
  priceListMessages,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { recordPriceListHistory } from '../catalog/record-price-list-history.ts';
import { readPriceList } from './get-price-list.ts';
import { assertPriceListManager } from './price-list-guards.ts';
import { itemChanges, type StoredEntry } from './price-list-item-changes.ts';
import { findItems, findProducts, replaceItems } from './price-list-items.repository.ts';
import { lockPriceList, touchPriceList } from './price-lists.repository.ts';

/** Every line's product from the catalogue, or a 400 naming the first line whose product is not there. */
async function catalogueProducts(tx: Tx, input: PriceListItemsInput) {
  const products = await findProducts(
    tx,
    input.items.map((item) => item.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const missing = input.items.findIndex((item) => !byId.has(item.productId));
  if (missing >= 0) {
    const message = priceListMessages.lineUnknownProduct(missing + 1, input.items[missing]!.productId);
    throw badRequest(message, { [`items.${missing}.productId`]: message });
  }
  return byId;
}

const storedEntry = (item: PriceListItemsInput['items'][number]): StoredEntry => ({
  productId: item.productId,
  fixedPrice: item.fixedPrice == null ? null : amountOf(centsOf(item.fixedPrice)),
  percentOff: item.percentOff == null ? null : item.percentOff.toFixed(2),
});

/**
 * Replace All (docs/product/wholesale-buying.md, "Price lists"): the list's products become exactly
 * these, all or none. The list is locked first, so two saves take turns and each records the prices
 * it replaced. Each product whose entry was added, changed or removed gets a price-history row
 * naming the list (the list's price before and after, in AUD), through the catalogue; the audit
 * entry keeps each changed entry by SKU, before and after.
 */
export async function replacePriceListItems(
  db: Db,
  caller: Principal,
  id: string,
  input: PriceListItemsInput,
): Promise<PriceListDetail> {
  assertPriceListManager(caller);
  return db.transaction(async (tx) => {
    const list = await lockPriceList(tx, id);
    if (!list) throw notFound('Price list');
    const products = await catalogueProducts(tx, input);
    const after = input.items.map(storedEntry);
    const changes = itemChanges(await findItems(tx, id), after, products, list.percentOff);
    if (changes.length === 0) return readPriceList(tx, id);
    await replaceItems(tx, id, after);
    await touchPriceList(tx, id);
    await recordPriceListHistory(tx, caller, id, changes);
    await recordAudit(tx, caller, {
      action: 'price_list.items_changed',
      entity: { id, label: list.name },
      oldValues: Object.fromEntries(changes.map((c) => [c.sku, c.was])),
      newValues: Object.fromEntries(changes.map((c) => [c.sku, c.now])),
    });
    return readPriceList(tx, id);
  });
}
