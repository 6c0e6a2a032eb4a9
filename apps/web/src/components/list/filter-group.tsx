import { RadioGroup } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * A single-choice filter over a list (status tabs that filter): a radio group drawn as a segmented
 * control. Tabs would promise panels that a filter has not; a radio group is what it is — arrows
 * move between the choices and choose, Tab leaves the group.
 */
export function FilterGroup({
  label,
  value,
  onValueChange,
  options,
  className,
}: {
  /** Names the group for screen readers ('Order status'). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={onValueChange}
      orientation="horizontal"
      loop
      className={cn(
        'inline-flex w-fit flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className="inline-flex h-8 items-center justify-center whitespace-nowrap rounded-md px-3 py-1 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm"
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
