import type { VendorProduct } from '@party/shared';
import type { VendorProductRow } from './vendors.repository.ts';

/** An offer row as the API shows it: the catalogue product nested, as a select joined to the catalogue returns it. */
export function toVendorProduct(row: VendorProductRow): VendorProduct {
  return {
    id: row.id,
    productId: row.productId,
    vendorPrice: Number(row.vendorPrice).toFixed(2),
    vendorSku: row.vendorSku,
    minimumOrderQuantity: row.minimumOrderQuantity,
    leadTimeDays: row.leadTimeDays,
    specifications: row.specifications,
    qualityNotes: row.qualityNotes,
    isAvailable: row.isAvailable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    product: {
      id: row.productId,
      name: row.productName,
      description: row.productDescription,
      category: row.productCategory,
      price: Number(row.productPrice).toFixed(2),
    },
  };
}
