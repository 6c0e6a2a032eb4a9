import * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A visible label, the control, a hint and the error, wired by ids so screen readers read the hint
 * and error with the control. Pass the control as the single child (its id and aria props are set
 * here), or as a function of those props when the focusable part sits deeper (a Select's trigger).
 */
export function FormField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | undefined;
  className?: string;
  children: React.ReactElement<Record<string, unknown>> | ((control: FieldControlProps) => React.ReactNode);
}) {
  const id = React.useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const controlProps: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const control =
    typeof children === 'function'
      ? children(controlProps)
      : React.cloneElement(children, { ...controlProps });
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hintId && (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
