import type { CheckoutSummary } from '@party/shared/orders/contract';
import { Money } from '@/components/money';
import { Choice, ChoiceGroup, StepCard } from './choice';
import type { CheckoutStepProps } from './form';

/** 'Payment': on account (only with an active credit limit) or by invoice. */
export function PaymentStep({
  form,
  sending,
  credit,
}: CheckoutStepProps & { credit: CheckoutSummary['credit'] }) {
  const accountUsable = credit !== null && credit.status === 'active';
  return (
    <StepCard title="Payment">
      <ChoiceGroup form={form} sending={sending} name="paymentMethod" legend="Payment method">
        {(field) => (
          <>
            <Choice
              name={field.name}
              checked={field.value === 'account'}
              disabled={!accountUsable}
              onChoose={() => field.onChange('account')}
              className={accountUsable ? undefined : 'opacity-60'}
            >
              <span>
                <span className="font-medium">Pay on account</span>
                <span className="block text-muted-foreground">
                  {credit === null ? (
                    'You have no credit limit yet. Request one from your profile.'
                  ) : credit.status !== 'active' ? (
                    `Your credit account is ${credit.status}.`
                  ) : (
                    <>
                      Available credit: <Money amount={credit.available} />
                    </>
                  )}
                </span>
              </span>
            </Choice>
            <Choice
              name={field.name}
              checked={field.value === 'invoice'}
              onChoose={() => field.onChange('invoice')}
            >
              <span>
                <span className="font-medium">Pay by invoice</span>
                <span className="block text-muted-foreground">We email an invoice with your order.</span>
              </span>
            </Choice>
          </>
        )}
      </ChoiceGroup>
    </StepCard>
  );
}
