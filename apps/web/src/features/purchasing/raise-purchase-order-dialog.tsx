import { purchaseOrderMessages, raisePurchaseOrderSchema, type VendorOffer } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { cn } from '@/lib/utils';
import { useRaisePurchaseOrder, vendorOffersQueryOptions } from './api';

export interface ReorderProduct {
  id: string;
  name: string;
  stockQuantity: number;
}

const blank = { productId: '', vendorProductId: '', quantity: 1, notes: '' };

/**
 * PRODUCT.md: raise a purchase order for one product to a vendor that offers it. Shows each
 * offering vendor's price, minimum order quantity (MOQ) and lead time; the quantity starts at the
 * chosen vendor's MOQ and may not go below it (the server refuses it too). Open it with the product
 * to reorder (the purchase orders screen's low-stock list, the products screen's row menu).
 */
export function RaisePurchaseOrderDialog({
  product,
  onOpenChange,
}: {
  /** The product to reorder; null keeps the dialog closed. */
  product: ReorderProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  const offers = useQuery({ ...vendorOffersQueryOptions(product?.id ?? ''), enabled: product !== null });
  const raise = useRaisePurchaseOrder();
  const form = useZodForm(raisePurchaseOrderSchema, { defaultValues: blank });
  const vendorProductId = useWatch({ control: form.control, name: 'vendorProductId' });
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const items = offers.data?.items ?? [];
  const chosen = items.find((offer) => offer.vendorProductId === vendorProductId);
  const groupId = useId();

  // A new product starts over on its cheapest offer, at that vendor's MOQ.
  const productId = product?.id;
  const firstId = items[0]?.vendorProductId ?? '';
  const firstMinimum = items[0]?.minimumOrderQuantity ?? 1;
  useEffect(() => {
    if (!productId) return;
    form.reset({ ...blank, productId, vendorProductId: firstId, quantity: firstMinimum });
  }, [productId, firstId, firstMinimum, form]);

  const choose = (offer: VendorOffer) => {
    form.setValue('vendorProductId', offer.vendorProductId);
    form.setValue('quantity', offer.minimumOrderQuantity, { shouldValidate: form.formState.isSubmitted });
  };

  const total = chosen && Number(quantity) > 0 ? Number(chosen.vendorPrice) * Number(quantity) : null;

  return (
    <FormDialog
      open={product !== null}
      onOpenChange={onOpenChange}
      title="Raise Purchase Order"
      description={
        product ? `${product.name}: ${product.stockQuantity.toLocaleString('en-AU')} in stock.` : undefined
      }
      form={form}
      className="sm:max-w-xl"
      submitLabel="Raise Purchase Order"
      pendingLabel="Raising..."
      onSubmit={async (values) => {
        if (chosen && values.quantity < chosen.minimumOrderQuantity) {
          form.setError('quantity', {
            message: purchaseOrderMessages.belowMinimum(chosen.minimumOrderQuantity),
          });
          return;
        }
        const po = await raise.mutateAsync(values);
        toast.success(purchaseOrderMessages.raised(po.poNumber), {
          description: `${po.vendorName} has been notified.`,
        });
        onOpenChange(false);
      }}
    >
      {offers.isPending ? (
        <ListSkeleton label="Loading vendors" rows={2} />
      ) : offers.isError ? (
        <ListError title="Failed to load vendors" error={offers.error} onRetry={offers.refetch} />
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-muted-foreground text-sm">
          No active vendor offers this product yet.
        </p>
      ) : (
        <Controller
          control={form.control}
          name="vendorProductId"
          render={({ fieldState }) => (
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={fieldState.error ? `${groupId}-error` : undefined}
            >
              <legend className="mb-1 font-medium text-sm">Vendor</legend>
              {items.map((offer) => (
                <label
                  key={offer.vendorProductId}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    offer.vendorProductId === vendorProductId && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    type="radio"
                    name={`${groupId}-vendor`}
                    value={offer.vendorProductId}
                    checked={offer.vendorProductId === vendorProductId}
                    onChange={() => choose(offer)}
                    className="mt-1"
                  />
                  <span className="flex flex-1 flex-col gap-0.5">
                    <span className="font-medium">{offer.vendorName}</span>
                    <span className="text-muted-foreground">
                      <Money amount={offer.vendorPrice} /> each · MOQ{' '}
                      {offer.minimumOrderQuantity.toLocaleString('en-AU')} · Lead time {offer.leadTimeDays}{' '}
                      {offer.leadTimeDays === 1 ? 'day' : 'days'}
                    </span>
                  </span>
                </label>
              ))}
              {fieldState.error && (
                <p id={`${groupId}-error`} className="text-destructive text-sm">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
      )}
      <FormTextField
        control={form.control}
        name="quantity"
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={chosen?.minimumOrderQuantity ?? 1}
        step={1}
        hint={
          chosen
            ? `At least ${chosen.minimumOrderQuantity.toLocaleString('en-AU')} (the vendor's minimum order).`
            : undefined
        }
      />
      <FormTextField control={form.control} name="notes" label="Notes to the vendor" multiline rows={2} />
      <p className="text-sm" aria-live="polite">
        Total: <Money amount={total} className="font-semibold" />
      </p>
    </FormDialog>
  );
}
