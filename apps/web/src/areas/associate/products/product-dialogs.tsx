import type { StaffProduct } from '@party/shared';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteProduct } from '@/features/products/api';
import { RaisePurchaseOrderDialog } from '@/features/purchasing/raise-purchase-order-dialog';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ImportDialog } from './import-dialog';
import { InventoryHistoryDialog } from './inventory-history-dialog';
import { PriceHistoryDialog } from './price-history-dialog';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductFormDialog } from './product-form-dialog';
import type { ProductDialog, ProductDialogKind } from './product-open';
import { productTexts } from './texts';
import { WholesaleDialog } from './wholesale-dialog';

/** Delete product: asks first, toasts the outcome and closes once the product is gone. */
function DeleteProductDialog({ open, close }: { open: ProductDialog; close: () => void }) {
  const remove = useDeleteProduct();
  async function confirmDelete() {
    if (open?.kind !== 'delete') return;
    try {
      await remove.mutateAsync(open.product.id);
      toast.success(productTexts.deleted);
      close();
    } catch {
      toast.error(productTexts.deleteFailed);
    }
  }
  return (
    <ConfirmDialog
      open={open?.kind === 'delete'}
      onOpenChange={(next) => !next && close()}
      title="Delete product"
      description={productTexts.confirmDelete}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={confirmDelete}
    />
  );
}

/** Every dialog of the Products screen; `open` says which one shows, for which product. */
export function ProductDialogs({
  open,
  canManage,
  show,
  close,
}: {
  open: ProductDialog;
  canManage: boolean;
  show: (kind: ProductDialogKind, product: StaffProduct) => void;
  close: () => void;
}) {
  const closeOnDismiss = (next: boolean) => !next && close();
  return (
    <>
      <ProductFormDialog
        open={open?.kind === 'add' || open?.kind === 'edit'}
        product={open?.kind === 'edit' ? open.product : null}
        readOnly={!canManage}
        onOpenChange={closeOnDismiss}
      />
      {open?.kind === 'details' && (
        <ProductDetailsDialog
          product={open.product}
          onOpenChange={closeOnDismiss}
          onShowInventory={() => show('inventory', open.product)}
          onShowPrices={() => show('prices', open.product)}
          onEditWholesale={canManage ? () => show('wholesale', open.product) : undefined}
        />
      )}
      {open?.kind === 'wholesale' && <WholesaleDialog product={open.product} onOpenChange={closeOnDismiss} />}
      {open?.kind === 'adjust' && <AdjustStockDialog product={open.product} onOpenChange={closeOnDismiss} />}
      <RaisePurchaseOrderDialog
        product={open?.kind === 'reorder' ? open.product : null}
        onOpenChange={closeOnDismiss}
      />
      {open?.kind === 'inventory' && (
        <InventoryHistoryDialog product={open.product} showNotes={canManage} onOpenChange={closeOnDismiss} />
      )}
      {open?.kind === 'prices' && <PriceHistoryDialog product={open.product} onOpenChange={closeOnDismiss} />}
      <ImportDialog open={open?.kind === 'import'} onOpenChange={closeOnDismiss} />
      <DeleteProductDialog open={open} close={close} />
    </>
  );
}
