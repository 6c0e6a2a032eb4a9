import {
  businessDay,
  purchaseOrderMessages,
  type RaisePurchaseOrderInput,
  raisePurchaseOrderSchema,
  type VendorOffer,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useRaisePurchaseOrder, vendorCatalogQueryOptions, vendorOffersQueryOptions } from './api';

export interface ReorderProduct {
  id: string;
  name: string;
  stockQuantity: number;
}

const blank: RaisePurchaseOrderInput = { lines: [], requestedDeliveryDate: '', notes: '' };
const lineOf = (offer: VendorOffer) => ({
  productId: offer.productId,
  vendorProductId: offer.vendorProductId,
  quantity: offer.minimumOrderQuantity,
});
const lead = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * PRODUCT.md: raise a purchase order to a vendor that offers the product to reorder, and add the
 * vendor's other products as more lines (docs/purchasing.md). Shows each offering vendor's price,
 * minimum order quantity (MOQ) and lead time; each line starts at its MOQ and may not go below it
 * (the server refuses it too). A requested delivery date is optional. Open it with the product to
 * reorder (the purchase orders screen's low-stock list, the products screen's row menu).
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
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const chosenLines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const [vendorId, setVendorId] = useState<string | null>(null);
  const catalog = useQuery({ ...vendorCatalogQueryOptions(vendorId ?? ''), enabled: vendorId !== null });
  const items = offers.data?.items ?? [];
  const groupId = useId();

  // Every offer the dialog knows, so a line can show its product, price and MOQ.
  const known = new Map<string, VendorOffer>();
  for (const offer of [...items, ...(catalog.data?.items ?? [])]) known.set(offer.vendorProductId, offer);
  const offerOf = (vendorProductId: string) => known.get(vendorProductId);
  const onOrder = new Set(chosenLines.map((line) => line.productId));
  const addable = (catalog.data?.items ?? []).filter((offer) => !onOrder.has(offer.productId));

  // A new product starts over on its cheapest offer, at that vendor's MOQ.
  const productId = product?.id;
  const first = items[0];
  const firstVendorId = first?.vendorId;
  const firstProductId = first?.productId;
  const firstOfferId = first?.vendorProductId;
  const firstMinimum = first?.minimumOrderQuantity ?? 1;
  useEffect(() => {
    if (!productId) return;
    setVendorId(firstVendorId ?? null);
    const firstLine =
      firstProductId && firstOfferId
        ? [{ productId: firstProductId, vendorProductId: firstOfferId, quantity: firstMinimum }]
        : [];
    form.reset({ ...blank, lines: firstLine });
  }, [productId, firstVendorId, firstProductId, firstOfferId, firstMinimum, form]);

  const choose = (offer: VendorOffer) => {
    setVendorId(offer.vendorId);
    lines.replace([lineOf(offer)]);
  };

  const total = chosenLines.reduce((sum, line) => {
    const offer = offerOf(line.vendorProductId);
    const quantity = Number(line.quantity);
    return offer && quantity > 0 ? sum + Number(offer.vendorPrice) * quantity : sum;
  }, 0);
  const linesError = form.formState.errors.lines;

  return (
    <FormDialog
      open={product !== null}
      onOpenChange={onOpenChange}
      title="Raise Purchase Order"
      description={
        product ? `${product.name}: ${product.stockQuantity.toLocaleString('en-AU')} in stock.` : undefined
      }
      form={form}
      className="sm:max-w-2xl"
      submitLabel="Raise Purchase Order"
      pendingLabel="Raising..."
      onSubmit={async (values) => {
        let short = false;
        values.lines.forEach((line, index) => {
          const offer = offerOf(line.vendorProductId);
          if (offer && line.quantity < offer.minimumOrderQuantity) {
            form.setError(`lines.${index}.quantity`, {
              message: purchaseOrderMessages.belowMinimum(offer.minimumOrderQuantity),
            });
            short = true;
          }
        });
        if (short) return;
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
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">Vendor</legend>
          {items.map((offer) => (
            <label
              key={offer.vendorProductId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                offer.vendorId === vendorId && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                name={`${groupId}-vendor`}
                value={offer.vendorProductId}
                checked={offer.vendorId === vendorId}
                onChange={() => choose(offer)}
                className="mt-1"
              />
              <span className="flex flex-1 flex-col gap-0.5">
                <span className="font-medium">{offer.vendorName}</span>
                <span className="text-muted-foreground">
                  <Money amount={offer.vendorPrice} /> each · MOQ{' '}
                  {offer.minimumOrderQuantity.toLocaleString('en-AU')} · Lead time {lead(offer.leadTimeDays)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {lines.fields.length > 0 && (
        <section aria-label="Order lines" className="flex flex-col gap-2">
          <h3 className="font-medium text-sm">Products</h3>
          <ul className="flex flex-col gap-2">
            {lines.fields.map((field, index) => {
              const offer = offerOf(field.vendorProductId);
              const name = offer?.productName ?? 'Product';
              return (
                <li key={field.id} className="flex flex-wrap items-start gap-3 rounded-md border p-3 text-sm">
                  <span className="flex min-w-40 flex-1 flex-col gap-0.5">
                    <span className="font-medium">{name}</span>
                    {offer && (
                      <span className="text-muted-foreground">
                        <Money amount={offer.vendorPrice} /> each · MOQ{' '}
                        {offer.minimumOrderQuantity.toLocaleString('en-AU')}
                      </span>
                    )}
                  </span>
                  <FormTextField
                    control={form.control}
                    name={`lines.${index}.quantity`}
                    label={
                      <>
                        <span className="sr-only">{name}: </span>Quantity
                      </>
                    }
                    className="w-32"
                    type="number"
                    inputMode="numeric"
                    min={offer?.minimumOrderQuantity ?? 1}
                    step={1}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={`Remove ${name}`}
                    disabled={lines.fields.length === 1}
                    onClick={() => lines.remove(index)}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
          {addable.length > 0 && (
            <OptionSelect
              aria-label="Add a product from this vendor"
              placeholder="Add a product from this vendor"
              value=""
              onValueChange={(vendorProductId) => {
                const offer = offerOf(vendorProductId);
                if (offer) lines.append(lineOf(offer));
              }}
              options={addable.map((offer) => ({
                value: offer.vendorProductId,
                label: `${offer.productName} (MOQ ${offer.minimumOrderQuantity.toLocaleString('en-AU')})`,
              }))}
            />
          )}
          {(linesError?.message || linesError?.root?.message) && (
            <p className="text-destructive text-sm" role="alert">
              {linesError.message ?? linesError.root?.message}
            </p>
          )}
        </section>
      )}
      <FormTextField
        control={form.control}
        name="requestedDeliveryDate"
        label="Requested delivery date (optional)"
        type="date"
        min={businessDay()}
      />
      <FormTextField control={form.control} name="notes" label="Notes to the vendor" multiline rows={2} />
      <p className="text-sm" aria-live="polite">
        Total: <Money amount={chosenLines.length > 0 ? total : null} className="font-semibold" />
      </p>
    </FormDialog>
  );
}
