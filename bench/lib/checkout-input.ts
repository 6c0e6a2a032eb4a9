/** What every bench buyer checks out with: a Sydney address, on invoice. */
export const checkoutInput = (deliveryMethodId: string) => ({
  deliveryMethodId,
  shipping: { name: 'Bench Buyer', address: '1 George St', city: 'Sydney', state: 'NSW', postalCode: '2000' },
  paymentMethod: 'invoice',
});
