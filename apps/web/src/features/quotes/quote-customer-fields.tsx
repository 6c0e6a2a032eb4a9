import { businessDay } from '@party/shared/calendar/business-day';
import type { QuoteCustomerInput } from '@party/shared/quotes/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** The customer's details of the quote form (docs/product/storefront-and-sign-in.md: name and email required). */
export function QuoteCustomerFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<QuoteCustomerInput>;
  errors: FieldErrors<QuoteCustomerInput>;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Your details</legend>
      <FormField label="Full Name *" error={errors.customerName?.message}>
        <Input autoComplete="name" {...register('customerName')} />
      </FormField>
      <FormField label="Email Address *" error={errors.customerEmail?.message}>
        <Input type="email" autoComplete="email" {...register('customerEmail')} />
      </FormField>
      <FormField label="Company Name" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register('companyName')} />
      </FormField>
      <FormField label="Phone Number" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label="Event Date" error={errors.eventDate?.message}>
        {/* The date picker offers no past day; the schema says why if one is typed. */}
        <Input type="date" min={businessDay()} {...register('eventDate')} />
      </FormField>
      <FormField label="Delivery Address" error={errors.deliveryAddress?.message}>
        <Input autoComplete="street-address" {...register('deliveryAddress')} />
      </FormField>
      <FormField
        label="Special Requirements"
        error={errors.specialRequirements?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={3}
          placeholder="Colours, themes, delivery times, anything we should know"
          {...register('specialRequirements')}
        />
      </FormField>
    </fieldset>
  );
}
