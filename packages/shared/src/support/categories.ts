// Zod-free: the partner's ticket list shows these labels without a form's code.

/**
 * One list of support ticket categories, stored as these values, for the partner's Create New Ticket
 * and the desk's Create Support Ticket alike: the desk's list with the partner's Returns, so a ticket
 * reads the same to both and a category means one thing in the data.
 */
export const ticketCategoryValues = [
  'orders',
  'products',
  'shipping',
  'returns',
  'payment',
  'account',
  'technical',
  'other',
] as const;
export type TicketCategoryValue = (typeof ticketCategoryValues)[number];

export const ticketCategoryLabels: Record<TicketCategoryValue, string> = {
  orders: 'Orders',
  products: 'Products',
  shipping: 'Shipping',
  returns: 'Returns',
  payment: 'Payment',
  account: 'Account',
  technical: 'Technical',
  other: 'Other',
};

/** Values stored before the two lists were one, and the credit request's own ticket. */
const otherStoredLabels: Record<string, string> = {
  order: 'Orders',
  product: 'Products',
  billing: 'Payment',
  website: 'Technical',
  credit_limit: 'Credit limit',
};

/** A stored category as people read it: 'Orders', also for a ticket stored as 'order'. */
export function ticketCategoryLabel(stored: string): string {
  return (
    ticketCategoryLabels[stored as TicketCategoryValue] ??
    otherStoredLabels[stored] ??
    stored.charAt(0).toUpperCase() + stored.slice(1).replaceAll('_', ' ')
  );
}
