import { normaliseQuoteQuantity } from '@party/shared/quotes/contract';
import { useId } from 'react';
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
  disabled,
}: {
  product: QuoteProduct;
  quantityText: string;
  onQuantityText(text: string): void;
  disabled: boolean;
}) {
  const quantityId = useId();
  const quantity = normaliseQuoteQuantity(quantityText);
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
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="w-28"
              disabled={disabled}
              value={quantityText}
              onChange={(event) => onQuantityText(event.target.value)}
              // Spec 1 section 5: invalid or empty input becomes 1 (shown once the box is left).
              onBlur={() => onQuantityText(String(normaliseQuoteQuantity(quantityText)))}
            />
          </div>
          <p className="pb-2 font-semibold" aria-live="polite">
            Total: {formatMoney(quoteTotal(product.price, quantity))} AUD
          </p>
        </div>
      </div>
    </section>
  );
}
