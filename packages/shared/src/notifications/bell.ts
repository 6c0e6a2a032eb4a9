// Kept free of zod: every portal's shell draws the bell on its first screen (docs/ARCHITECTURE.md, what a
// visitor downloads first); the notification schemas are in contract.ts.

export const NOTIFICATION_EMPTY_TEXT = 'No notifications yet';

/** The bell's badge: 99+ past 99 (docs/product/storefront-and-sign-in.md). */
export function badgeLabel(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
