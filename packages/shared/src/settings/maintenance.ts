// Kept free of zod: every page's first download shows this text (docs/ARCHITECTURE.md, what a visitor
// downloads first); the settings' schemas are in contract.ts.

export const MAINTENANCE_MESSAGE = 'Party Central is down for maintenance. Please check back soon.';
