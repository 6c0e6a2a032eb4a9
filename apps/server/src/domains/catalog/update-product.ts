import type { Principal, ProductInput, StaffProduct } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { setStockDirectly } from '../inventory/adjust-stock.ts';
import { mayDo } from './catalog.policy.ts';
import { manageMessage } from './create-product.ts';
import { insertPriceHistory } from './price-history.repository.ts';
import { updateProductRow } from './product-writes.repository.ts';
import { findStaffProduct, lockProduct } from './staff-products.repository.ts';
import { toMoney, toStaffProduct } from './to-staff-product.ts';

/**
 * Edit Product. A change of price or cost writes one price-history row naming who made it; a
 * changed stock figure is a 'direct_update' stock move (history, live stock, low-stock alert).
 * The row is locked first, so two edits at once each record the price they replaced. The fields that
 * changed are audited, before and after.
 */
export async function updateProduct(
  db: Db,
  principal: Principal,
  id: string,
  input: ProductInput,
): Promise<StaffProduct> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (!before) throw notFound('Product');
    const price = toMoney(input.price);
    const cost = toMoney(input.cost);
    const after = {
      name: input.name,
      category: input.category,
      description: input.description || null,
      imageUrl: input.imageUrl || null,
      price,
      cost,
      isFeatured: input.isFeatured,
      features: input.features,
    };
    await updateProductRow(tx, id, after);
    if (toMoney(Number(before.price)) !== price || toMoney(Number(before.cost)) !== cost)
      await insertPriceHistory(tx, [
        {
          productId: id,
          previousPrice: before.price,
          newPrice: price,
          previousCost: before.cost,
          newCost: cost,
          changedBy: principal.userId,
        },
      ]);
    await setStockDirectly(tx, id, input.stockQuantity, principal.userId);
    const was: Record<keyof typeof after | 'stockQuantity', unknown> = {
      ...before,
      price: toMoney(Number(before.price)),
      cost: toMoney(Number(before.cost)),
    };
    const now = { ...after, stockQuantity: input.stockQuantity };
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
      (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
    );
    if (changed.length > 0)
      await recordAudit(tx, principal, {
        action: 'product.updated',
        entity: { id, label: input.name },
        oldValues: Object.fromEntries(changed.map((key) => [key, was[key]])),
        newValues: Object.fromEntries(changed.map((key) => [key, now[key]])),
      });
    return toStaffProduct((await findStaffProduct(tx, id))!);
  });
}
