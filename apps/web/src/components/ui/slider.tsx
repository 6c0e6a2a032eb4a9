import { Slider as SliderPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * shadcn/ui slider on Radix: one thumb per value. Name each thumb (`thumbLabels`) so a screen reader
 * tells the two ends of a range apart; arrows move by `step`, Page Up/Down by ten steps.
 */
export function Slider({
  className,
  value,
  defaultValue,
  thumbLabels = [],
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & { thumbLabels?: string[] }) {
  const thumbs = (value ?? defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          // biome-ignore lint/suspicious/noArrayIndexKey: a thumb is its position in the value list.
          key={index}
          aria-label={thumbLabels[index]}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
