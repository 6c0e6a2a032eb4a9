// Every table of Party Central, one file per domain; drizzle-kit reads this barrel.
export * from './auth.ts';
export * from './users.ts';
