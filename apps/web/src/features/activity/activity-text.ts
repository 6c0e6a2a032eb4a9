/** What the popup says a person did (docs/product/storefront-and-sign-in.md: recent activity types). */
export function activityText(activityType: string): string {
  switch (activityType) {
    case 'quote_request':
      return 'requested a quote';
    case 'order_placed':
      return 'placed an order';
    case 'partnership_signup':
      return 'became a partner';
    case 'bulk_order':
      return 'placed a bulk order';
    default:
      return 'was active';
  }
}
