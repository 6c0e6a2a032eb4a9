import type { CheckoutInput } from '@party/shared/orders/contract';
import type * as React from 'react';
import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { CheckoutStepProps } from './form';

/** One step of the checkout form as a card under its title. */
export function StepCard({
  title,
  className,
  children,
}: {
  title: string;
  /** The content's layout. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/** A checkout choice (address, delivery method, payment): a bordered label around its radio. */
export function Choice({
  name,
  checked,
  disabled,
  onChoose,
  className,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        checked && 'border-primary bg-accent',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        className="mt-1"
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      {children}
    </label>
  );
}

type ChoiceField = 'deliveryMethodId' | 'paymentMethod';

/**
 * The choices of one form field as a radio group named by `legend` (for assistive technology), locked
 * while sending, with the field's error under them.
 */
export function ChoiceGroup<Name extends ChoiceField>({
  form,
  sending,
  name,
  legend,
  children,
}: CheckoutStepProps & {
  name: Name;
  legend: string;
  children: (field: ControllerRenderProps<CheckoutInput, Name>) => React.ReactNode;
}) {
  const error = form.formState.errors[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <fieldset className="flex flex-col gap-2" disabled={sending}>
          <legend className="sr-only">{legend}</legend>
          {children(field)}
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
