import {
  normaliseQuoteQuantity,
  QUOTE_MAX_QUANTITY,
  QUOTE_MIN_QUANTITY,
  quoteQuantityError,
} from '@party/shared/quotes/contract';
import { type Ref, useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMoney } from '@/lib/format';

export interface QuoteProduct {
  id: string;
  name: string;
  price: number;
  imageUrl?: string | null;
}

/** Whole cents, so 3 × $0.10 is $0.30 and not $0.30000000000000004. */
export function quoteTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

/** The product, its unit price, the quantity box and the live total (AUD). */
export function QuoteProductSummary({
  product,
  quantityText,
  onQuantityText,
  quantityInputRef,
  disabled,
}: {
  product: QuoteProduct;
  quantityText: string;
  onQuantityText(text: string): void;
  quantityInputRef?: Ref<HTMLInputElement>;
  disabled: boolean;
}) {
  const quantityId = useId();
  const quantityErrorId = `${quantityId}-error`;
  const quantity = normaliseQuoteQuantity(quantityText);
  const quantityError = quoteQuantityError(quantity);
  return (
    <section aria-label="Product" className="flex gap-4 rounded-lg border bg-muted/40 p-4">
      {product.imageUrl && (
        <img
          src={product.imageUrl}
          alt=""
          width={96}
          height={72}
          className="aspect-[4/3] w-24 shrink-0 rounded-md object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-semibold">{product.name}</p>
        <p className="text-muted-foreground text-sm">
          Unit price: <span className="text-foreground">{formatMoney(product.price)}</span>
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={quantityId}>Quantity</Label>
            <Input
              ref={quantityInputRef}
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={QUOTE_MIN_QUANTITY}
              max={QUOTE_MAX_QUANTITY}
              step={1}
              className="w-28"
              disabled={disabled}
              aria-invalid={quantityError ? true : undefined}
              aria-describedby={quantityError ? quantityErrorId : undefined}
              value={quantityText}
              onChange={(event) => onQuantityText(event.target.value)}
              // docs/product/storefront-and-sign-in.md: invalid or empty input becomes 1 (shown once the box is left).
              onBlur={() => onQuantityText(String(normaliseQuoteQuantity(quantityText)))}
            />
          </div>
          <p className="pb-2 font-semibold" aria-live="polite">
            Total: {formatMoney(quoteTotal(product.price, quantity))} AUD
          </p>
        </div>
        {quantityError && (
          <p id={quantityErrorId} role="alert" className="font-medium text-destructive text-sm">
            {quantityError}
          </p>
        )}
      </div>
    </section>
  );
}
