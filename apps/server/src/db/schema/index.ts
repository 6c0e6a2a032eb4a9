// Every table of Party Central, one file per domain; drizzle-kit reads this barrel.

export * from './activity.ts';
export * from './admin-notifications.ts';
export * from './analytics.ts';
export * from './auth.ts';
export * from './bulk.ts';
export * from './campaigns.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './companies.ts';
export * from './credit.ts';
export * from './faqs.ts';
export * from './inventory.ts';
export * from './jobs.ts';
export * from './leads.ts';
export * from './orders.ts';
export * from './partners.ts';
export * from './purchasing.ts';
export * from './quotes.ts';
export * from './relations.ts';
export * from './reviews.ts';
export * from './support.ts';
export * from './tasks.ts';
export * from './users.ts';
export * from './vendors.ts';
export * from './wishlist.ts';
export * from './workflows.ts';
