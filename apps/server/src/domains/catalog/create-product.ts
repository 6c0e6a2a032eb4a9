import type { Principal, ProductInput, StaffProduct } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishStockChange } from '../inventory/publish-stock-change.ts';
import { mayDo } from './catalog.policy.ts';
import { insertPriceHistory } from './price-history.repository.ts';
import { insertProducts } from './product-writes.repository.ts';
import { findStaffProduct } from './staff-products.repository.ts';
import { toMoney, toNewProduct, toStaffProduct } from './to-staff-product.ts';

export const manageMessage = 'Only Product Management or Finance associates can change products.';

/** Add New Product: the product, its first price-history row (who set the price) and its audit entry, one transaction. */
export async function createProduct(
  db: Db,
  principal: Principal,
  input: ProductInput,
): Promise<StaffProduct> {
  assertAllowed(mayDo(principal, 'manage'), manageMessage);
  return db.transaction(async (tx) => {
    const [created] = await insertProducts(tx, [toNewProduct(input)]);
    const id = created!.id;
    await insertPriceHistory(tx, [
      {
        productId: id,
        newPrice: toMoney(input.price),
        newCost: toMoney(input.cost),
        changedBy: principal.userId,
      },
    ]);
    await publishStockChange(tx, { productId: id, stockQuantity: input.stockQuantity });
    await recordAudit(tx, principal, {
      action: 'product.created',
      entity: { id, label: input.name },
      newValues: {
        category: input.category,
        price: toMoney(input.price),
        cost: toMoney(input.cost),
        stockQuantity: input.stockQuantity,
      },
    });
    return toStaffProduct((await findStaffProduct(tx, id))!);
  });
}
