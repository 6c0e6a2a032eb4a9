import { formatMoney } from '@/lib/format-money';
import { cn } from '@/lib/utils';
import { Money } from './money';

/**
 * The price the caller pays, with the list price struck through beside it when theirs is lower
 * (docs/product/wholesale-buying.md: a price list or quantity break); read aloud as "was …".
 */
export function PriceWithList({
  price,
  listPrice,
  className,
  listClassName,
}: {
  price: number;
  listPrice: number;
  className?: string;
  listClassName?: string;
}) {
  const lower = price < listPrice;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <Money amount={price} className={className} />
      {lower && (
        <s className={cn('text-muted-foreground tabular-nums', listClassName)}>
          <span className="sr-only">was </span>
          {formatMoney(listPrice)}
        </s>
      )}
    </span>
  );
}
