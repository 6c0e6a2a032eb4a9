import type { Tx } from '../../db/client.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { createNotification } from '../notifications/create-notification.ts';

export interface StockLevelChange {
  id: string;
  name: string;
  previousQuantity: number;
  stockQuantity: number;
  lowStockThreshold: number;
}

/**
 * docs/product/associate-portal.md: at or below the low-stock level (the product's threshold, 10 unless
 * changed) the associates with product-management ability (product_management and finance) get a notification
 * and the low_stock_alert email. Once per crossing: only a move from above the level to at or below it
 * alerts, so further sales of a product already low do not. Inside the caller's transaction.
 */
export async function alertLowStock(tx: Tx, changes: StockLevelChange[]): Promise<void> {
  const crossed = changes.filter(
    (c) => c.previousQuantity > c.lowStockThreshold && c.stockQuantity <= c.lowStockThreshold,
  );
  if (crossed.length === 0) return;
  const managers = [
    ...(await listStaffRecipients(tx, { associateRole: 'product_management' })),
    ...(await listStaffRecipients(tx, { associateRole: 'finance' })),
  ];
  const managerIds = [...new Set(managers.map((m) => m.id))];
  for (const product of crossed)
    for (const userId of managerIds)
      await createNotification(tx, {
        userId,
        title: `Low Stock Alert: ${product.name}`,
        message:
          product.stockQuantity === 0
            ? `${product.name} is out of stock.`
            : `${product.name} has ${product.stockQuantity} units left.`,
        type: 'warning',
        actionUrl: '/associate/products',
        emailVariables: {
          productName: product.name,
          stockQuantity: product.stockQuantity,
          minimum: String(product.lowStockThreshold),
        },
      });
}
