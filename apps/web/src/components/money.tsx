import { formatMoney } from '@/lib/format-money';
import { cn } from '@/lib/utils';

/** An amount in AUD, en-AU, two decimals (docs/product/storefront-and-sign-in.md). */
export function Money({
  amount,
  className,
  currency = false,
}: {
  amount: number | string | null | undefined;
  className?: string;
  /** Names the currency after the amount ('$12.50 AUD') where the screen's label does not (vendor prices). */
  currency?: boolean;
}) {
  return (
    <span className={cn('tabular-nums', className)}>
      {formatMoney(amount)}
      {currency && <span className="font-normal text-[0.75em] text-muted-foreground"> AUD</span>}
    </span>
  );
}
