import type { Checkout, CheckoutInput } from '@party/shared/orders/contract';
import type { UseFormReturn } from 'react-hook-form';

/** The checkout form every step writes into: typed text in, the checked order out. */
export type CheckoutForm = UseFormReturn<CheckoutInput, unknown, Checkout>;

/** What each step of the form is given besides the form. */
export interface CheckoutStepProps {
  form: CheckoutForm;
  /** While the order is being placed every choice is locked. */
  sending: boolean;
}
