import {
  businessDay,
  purchaseOrderMessages,
  type RaisePurchaseOrderInput,
  raisePurchaseOrderSchema,
  type VendorOffer,
} from '@party/shared';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { ListSkeleton, ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { useRaisePurchaseOrder, vendorCatalogQueryOptions, vendorOffersQueryOptions } from './api';
import { lineOf, OrderLines, VendorChoice } from './purchase-order-lines';

export interface ReorderProduct {
  id: string;
  name: string;
  stockQuantity: number;
}

const blank: RaisePurchaseOrderInput = { lines: [], requestedDeliveryDate: '', notes: '' };

/**
 * The dialog's form and what it reads: the product's offers, the chosen vendor's catalogue, the lines.
 * A new product starts over on its cheapest offer, at that vendor's MOQ.
 */
function useRaisePurchaseOrderForm(product: ReorderProduct | null) {
  const offers = useQuery({ ...vendorOffersQueryOptions(product?.id ?? ''), enabled: product !== null });
  const form = useZodForm(raisePurchaseOrderSchema, { defaultValues: blank });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const chosenLines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const [vendorId, setVendorId] = useState<string | null>(null);
  const catalog = useQuery({ ...vendorCatalogQueryOptions(vendorId ?? ''), enabled: vendorId !== null });
  const items = offers.data?.items ?? [];

  // Every offer the dialog knows, so a line can show its product, price and MOQ.
  const known = new Map<string, VendorOffer>();
  for (const offer of [...items, ...(catalog.data?.items ?? [])]) known.set(offer.vendorProductId, offer);
  const offerOf = (vendorProductId: string) => known.get(vendorProductId);
  const onOrder = new Set(chosenLines.map((line) => line.productId));
  const addable = (catalog.data?.items ?? []).filter((offer) => !onOrder.has(offer.productId));

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
  return { offers, form, lines, chosenLines, vendorId, offerOf, addable, choose, total };
}

/** The offering vendors once loaded: loading, error with Try Again, or none offering it yet. */
function VendorStates({
  offers,
  vendorId,
  onChoose,
}: {
  offers: UseQueryResult<{ items: VendorOffer[] }>;
  vendorId: string | null;
  onChoose: (offer: VendorOffer) => void;
}) {
  return (
    <ListStates
      query={offers}
      isEmpty={(data) => data.items.length === 0}
      loadingLabel="Loading vendors"
      loading={<ListSkeleton label="Loading vendors" rows={2} />}
      errorTitle="Failed to load vendors"
      empty={
        <p className="rounded-md border border-dashed p-4 text-muted-foreground text-sm">
          No active vendor offers this product yet.
        </p>
      }
    >
      {(data) => <VendorChoice offers={data.items} vendorId={vendorId} onChoose={onChoose} />}
    </ListStates>
  );
}

/**
 * Raise a purchase order to a vendor that offers the product to reorder, and add the vendor's other
 * products as more lines (docs/purchasing.md, docs/product/associate-portal.md). Shows each offering
 * vendor's price, minimum order quantity (MOQ) and lead time; each line starts at its MOQ and may not
 * go below it (the server refuses it too). A requested delivery date is optional. Open it with the
 * product to reorder (the purchase orders screen's low-stock list, the products screen's row menu).
 */
export function RaisePurchaseOrderDialog({
  product,
  onOpenChange,
}: {
  /** The product to reorder; null keeps the dialog closed. */
  product: ReorderProduct | null;
  onOpenChange: (open: boolean) => void;
}) {
  const raise = useRaisePurchaseOrder();
  const { offers, form, lines, chosenLines, vendorId, offerOf, addable, choose, total } =
    useRaisePurchaseOrderForm(product);

  const submit = async (values: z.output<typeof raisePurchaseOrderSchema>) => {
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
  };

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
      onSubmit={submit}
    >
      <VendorStates offers={offers} vendorId={vendorId} onChoose={choose} />
      {lines.fields.length > 0 && (
        <OrderLines
          form={form}
          lines={lines}
          offerOf={offerOf}
          addable={addable}
          error={form.formState.errors.lines}
        />
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
