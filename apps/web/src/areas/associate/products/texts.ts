import { productMessages } from '@party/shared';

/** Products and Inventory (docs/product/associate-portal.md): every text of the screen's toasts and confirmations. */
export const productTexts = {
  loadError: 'Error loading products. Please try again later.',
  created: 'Product created successfully',
  createFailed: 'Failed to create product',
  updated: 'Product updated successfully',
  updateFailed: 'Failed to update product',
  wholesaleSaved: 'Wholesale terms saved',
  deleted: 'Product deleted successfully',
  deleteFailed: 'Failed to delete product',
  bulkDeleted: (n: number) => `${n} products deleted successfully`,
  bulkDeleteFailed: 'Failed to delete selected products',
  bulkUpdated: (n: number) => `${n} products updated successfully`,
  bulkUpdateFailed: 'Failed to update selected products',
  stockFailed: 'Failed to update stock',
  confirmDelete: 'Are you sure you want to delete this product?',
  confirmBulkDelete: (n: number) => `You are about to delete ${n} products. This action cannot be undone.`,
  limitedAccess: 'You can view products but not modify information or pricing.',
  readOnly: productMessages.readOnly,
} as const;
