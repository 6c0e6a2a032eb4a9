import { CART_MAX_LINE_QUANTITY } from '@party/shared/cart/contract';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * − / number / + for a line's quantity: the buttons step by `step` (a product's pack size,
 * docs/product/wholesale-buying.md) to the next multiple of it, never below `min`; a typed number
 * (1 to `max`) is sent on Enter or leaving the field, and the server says when it is not one the
 * product is sold in.
 */
export function QuantityStepper({
  value,
  label,
  disabled,
  onChange,
  step = 1,
  min = 1,
  max = CART_MAX_LINE_QUANTITY,
}: {
  value: number;
  /** What the quantity is of, for screen readers ('Quantity of Gold Plates'). */
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  step?: number;
  min?: number;
  max?: number;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const down = Math.max(min, Math.ceil(value / step) * step - step);
  const up = Math.min(max, Math.max(min, Math.floor(value / step) * step + step));
  const commit = () => {
    const typed = Math.trunc(Number(text));
    if (!Number.isFinite(typed) || typed < 1) return setText(String(value));
    const next = Math.min(typed, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="flex items-center gap-1">
      <Button
        type="button"
        size="icon"
        variant="outline"
        className="size-8"
        aria-label={`Decrease ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(down)}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <Input
        aria-label={label}
        inputMode="numeric"
        className="h-8 w-16 text-center"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <Button
        type="button"
        size="icon"
        variant="outline"
        className="size-8"
        aria-label={`Increase ${label}`}
        disabled={disabled || up <= value}
        onClick={() => onChange(up)}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
