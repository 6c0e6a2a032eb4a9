/**
 * The store's own business details: the seller on every tax invoice. One place, so an invoice,
 * an email footer or a page never disagree on the ABN.
 */
export const storeBusiness = {
  legalName: 'Party Central Pty Ltd',
  tradingName: 'Party Central',
  abn: '47 622 190 790',
  address: 'Level 4, 100 Collins Street, Melbourne VIC 3000',
  email: 'accounts@partycentral.com.au',
  phone: '1300 727 892',
} as const;

/** GST in Australia is 10%, so a GST-inclusive amount holds 1/11 of itself as GST (to the cent). */
export function gstIncludedIn(totalCents: number): number {
  return Math.round(totalCents / 11);
}

/** The invoice number of an order: INV- and its 8-character order number, upper-cased. */
export function invoiceNumberOf(orderId: string): string {
  return `INV-${orderId.slice(0, 8).toUpperCase()}`;
}
