import type { RaisePurchaseOrderInput, raisePurchaseOrderSchema, VendorOffer } from '@party/shared';
import { XIcon } from 'lucide-react';
import { useId } from 'react';
import type { FieldErrors, UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export const lineOf = (offer: VendorOffer) => ({
  productId: offer.productId,
  vendorProductId: offer.vendorProductId,
  quantity: offer.minimumOrderQuantity,
});
const lead = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

type PurchaseOrderForm = UseFormReturn<
  z.input<typeof raisePurchaseOrderSchema>,
  unknown,
  z.output<typeof raisePurchaseOrderSchema>
>;

/** The vendors offering the product: price, MOQ and lead time; choosing one starts its order over. */
export function VendorChoice({
  offers,
  vendorId,
  onChoose,
}: {
  offers: VendorOffer[];
  vendorId: string | null;
  onChoose: (offer: VendorOffer) => void;
}) {
  const groupId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Vendor</legend>
      {offers.map((offer) => (
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
            onChange={() => onChoose(offer)}
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
  );
}

/** One line of the order: its product, price and MOQ, the quantity and Remove (not the last line). */
function OrderLine({
  form,
  index,
  offer,
  onRemove,
  removable,
}: {
  form: PurchaseOrderForm;
  index: number;
  offer: VendorOffer | undefined;
  onRemove: () => void;
  removable: boolean;
}) {
  const name = offer?.productName ?? 'Product';
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-md border p-3 text-sm">
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
        disabled={!removable}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The order's lines, a picker for the chosen vendor's other products, and the lines' error. */
export function OrderLines({
  form,
  lines,
  offerOf,
  addable,
  error,
}: {
  form: PurchaseOrderForm;
  lines: UseFieldArrayReturn<RaisePurchaseOrderInput, 'lines'>;
  offerOf: (vendorProductId: string) => VendorOffer | undefined;
  addable: VendorOffer[];
  error: FieldErrors<RaisePurchaseOrderInput>['lines'];
}) {
  return (
    <section aria-label="Order lines" className="flex flex-col gap-2">
      <h3 className="font-medium text-sm">Products</h3>
      <ul className="flex flex-col gap-2">
        {lines.fields.map((field, index) => (
          <OrderLine
            key={field.id}
            form={form}
            index={index}
            offer={offerOf(field.vendorProductId)}
            removable={lines.fields.length !== 1}
            onRemove={() => lines.remove(index)}
          />
        ))}
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
      {(error?.message || error?.root?.message) && (
        <p className="text-destructive text-sm" role="alert">
          {error.message ?? error.root?.message}
        </p>
      )}
    </section>
  );
}
