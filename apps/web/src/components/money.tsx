import { formatMoney } from '@/lib/format-money';
import { cn } from '@/lib/utils';

/** An amount in AUD, en-AU, two decimals (spec 1 section 9). */
export function Money({
  amount,
  className,
}: {
  amount: number | string | null | undefined;
  className?: string;
}) {
  return <span className={cn('tabular-nums', className)}>{formatMoney(amount)}</span>;
}
