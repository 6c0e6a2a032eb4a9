import type { DeliveryMethod } from '@party/shared/orders/contract';
import { FormField } from '@/components/form-field';
import { Money } from '@/components/money';
import { Textarea } from '@/components/ui/textarea';
import { Choice, ChoiceGroup, StepCard } from './choice';
import type { CheckoutStepProps } from './form';

/** 'Delivery method': one of the methods with its time and cost, and optional notes for the driver. */
export function DeliveryStep({
  form,
  sending,
  methods,
}: CheckoutStepProps & { methods: readonly DeliveryMethod[] }) {
  return (
    <StepCard title="Delivery method" className="flex flex-col gap-4">
      <ChoiceGroup form={form} sending={sending} name="deliveryMethodId" legend="Delivery method">
        {(field) =>
          methods.map((m) => (
            <Choice
              key={m.id}
              name={field.name}
              checked={field.value === m.id}
              onChoose={() => field.onChange(m.id)}
            >
              <span className="flex-1">
                <span className="font-medium">{m.name}</span>
                <span className="text-muted-foreground"> · {m.estimatedDays}</span>
                {m.description && <span className="block text-muted-foreground">{m.description}</span>}
              </span>
              <span className="font-medium">{m.cost === 0 ? 'Free' : <Money amount={m.cost} />}</span>
            </Choice>
          ))
        }
      </ChoiceGroup>
      <FormField label="Delivery notes (optional)" error={form.formState.errors.deliveryNotes?.message}>
        <Textarea
          rows={3}
          disabled={sending}
          placeholder="Loading dock, gate code, best time to deliver"
          {...form.register('deliveryNotes')}
        />
      </FormField>
    </StepCard>
  );
}
