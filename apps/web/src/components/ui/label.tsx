import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A form label. A plain <label>: `select-none` already keeps a double click from selecting its
 * text (all Radix's Label adds), and the public pages' first download then carries no Radix.
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap their control.
    <label
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-2 font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
