import { CART_MAX_LINE_QUANTITY } from '@party/shared/cart/contract';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * − / number / + for a cart line: steps by the pack size from the minimum order
 * (docs/product/wholesale-buying.md); a typed number is sent on Enter or leaving the field, and one
 * the product is not sold in comes back refused with the nearest that are.
 */
export function QuantityStepper({
  value,
  label,
  disabled,
  onChange,
  step = 1,
  min = 1,
}: {
  value: number;
  step?: number;
  min?: number;
  /** What the quantity is of, for screen readers ('Quantity of Gold Plates'). */
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const typed = Math.trunc(Number(text));
    if (!Number.isFinite(typed) || typed < 1) return setText(String(value));
    const next = Math.min(typed, CART_MAX_LINE_QUANTITY);
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
        disabled={disabled || value - step < min}
        onClick={() => onChange(value - step)}
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
        disabled={disabled || value + step > CART_MAX_LINE_QUANTITY}
        onClick={() => onChange(value + step)}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
