import { Money } from '@/components/money';
import { cn } from '@/lib/utils';

/**
 * A partner's unit price, with the list price struck through beside it when the partner pays less
 * ('$4.50 ~~$5.00~~', docs/product/wholesale-buying.md, "One price rule").
 */
export function PriceWithList({
  price,
  listPrice,
  className,
}: {
  price: number;
  listPrice: number;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <Money amount={price} />
      {price < listPrice && (
        <s className="text-muted-foreground text-xs">
          <span className="sr-only">List price </span>
          <Money amount={listPrice} />
        </s>
      )}
    </span>
  );
}
