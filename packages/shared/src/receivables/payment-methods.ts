/** How a payment received from a company came in (docs/product/receivables.md). */
export const receivedPaymentMethodValues = ['eft', 'bpay', 'card', 'cheque', 'cash'] as const;
export type ReceivedPaymentMethod = (typeof receivedPaymentMethodValues)[number];

export const receivedPaymentMethodLabels: Record<ReceivedPaymentMethod, string> = {
  eft: 'Bank transfer (EFT)',
  bpay: 'BPAY',
  card: 'Card',
  cheque: 'Cheque',
  cash: 'Cash',
};
