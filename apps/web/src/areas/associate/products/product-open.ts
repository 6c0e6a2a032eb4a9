import type { StaffProduct } from '@party/shared';

/** Which of the Products screen's dialogs is open, and for which product. */
export type ProductDialog =
  | { kind: 'add' }
  | {
      kind: 'edit' | 'details' | 'adjust' | 'reorder' | 'delete' | 'inventory' | 'prices' | 'wholesale';
      product: StaffProduct;
    }
  | { kind: 'import' }
  | null;

/** A dialog that belongs to one product. */
export type ProductDialogKind = Exclude<NonNullable<ProductDialog>, { kind: 'add' | 'import' }>['kind'];
