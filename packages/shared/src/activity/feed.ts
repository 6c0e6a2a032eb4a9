// Kept free of zod: the storefront's popup reads these and must stay a small download.

/** docs/product/storefront-and-sign-in.md: the feed holds the 10 newest, refreshed every 30 s, rotating every 5 s. */
export const RECENT_ACTIVITY_LIMIT = 10;
export const RECENT_ACTIVITY_REFRESH_MS = 30_000;
export const RECENT_ACTIVITY_ROTATE_MS = 5_000;
export const RECENT_ACTIVITY_FADE_MS = 500;

/** Known kinds; the column takes any text and the popup words unknown kinds as 'was active'. */
export const activityTypes = ['quote_request', 'order_placed', 'partnership_signup', 'bulk_order'] as const;
export type ActivityType = (typeof activityTypes)[number];
