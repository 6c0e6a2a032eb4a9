/**
 * The GET routes the query-count test does not read narrow and wide, each with its reason. Every other
 * GET route under /api answers a page or array of rows and is counted (the lists beside this file); the
 * test fails on a route named in neither place. A record whose lines grow (an order, a quote, a saved
 * list) is counted like a list: its lines are its rows.
 */
const record = 'one record (its own fields, or a handful of rows that belong to it)';
const download = 'a file download (a PDF, CSV or stored file), not a page of rows';
const figures = 'figures and counts, no rows to grow';
const capped = (n: number, what: string) =>
  `a short list capped at ${n} (${what}): its count cannot grow with data`;

export const notCounted: Record<string, string> = {
  // Everyone
  '/api/csrf': 'a token, no database',
  '/api/auth/*': "better-auth's own routes (sessions, sign-in), the library's queries",
  '/api/me': record,
  '/api/invitations/:token': record,
  '/api/me/onboarding': record,
  '/api/me/onboarding/:id': record,
  '/api/me/profile': record,
  '/api/me/email-preferences': record,
  '/api/events': 'a never-ending stream of live events, not a list',
  '/api/health': 'a health check, one statement',

  // Storefront
  '/api/store/site': record,
  '/api/store/products/:slug': record,
  '/api/store/products/featured': capped(8, 'FEATURED_PRODUCTS_LIMIT'),
  '/api/store/categories':
    'the five categories are a fixed value list (packages/shared), one count per category',
  '/api/store/recent-activity': capped(10, 'the storefront feed'),
  '/api/store/security-checks': 'the fixed list of self-checks, not rows',

  // Partner
  '/api/partner/overview': figures,
  '/api/partner/products/:id': record,
  '/api/partner/lists/:id/export.csv': download,
  '/api/partner/delivery-methods': 'the store’s delivery methods: seeded, no route adds one',
  '/api/partner/checkout/summary':
    'the cart priced into figures: it reads the cart (counted as /api/partner/cart) and a fixed few more',
  '/api/partner/orders/:id/invoice': download,
  '/api/partner/credit': record,
  '/api/partner/analytics/reports': download,
  '/api/partner/company': record,
  '/api/partner/statements/:month/pdf': download,
  '/api/partner/statements/:month/csv': download,
  '/api/partner/returns/:id/adjustment-note.pdf': download,
  '/api/partner/returns/:id/photos/:fileId': download,

  // Vendor
  '/api/vendor/overview': figures,
  '/api/vendor/profile': record,
  '/api/vendor/payments/:id/invoice': download,
  '/api/vendor/documents/:id/file': download,

  // Associate
  '/api/associate/overview': figures,
  '/api/associate/products/stats': figures,
  '/api/associate/products/export': download,
  '/api/associate/orders/export': download,
  '/api/admin/orders/export': download,
  '/api/associate/products/:id/quantity-rules': record,
  '/api/associate/orders/:id/invoice': download,
  '/api/associate/delivery-methods': 'the store’s delivery methods: seeded, no route adds one',
  '/api/associate/campaigns/:id': record,
  '/api/associate/vendor-payments/:id/invoice': download,
  '/api/associate/receivables/ageing.csv': download,
  '/api/associate/receivables/ageing.xlsx': download,
  '/api/associate/analytics/report': download,
  '/api/associate/returns/:id/photos/:fileId': download,
  '/api/associate/returns/:id/adjustment-note.pdf': download,

  // Admin
  '/api/admin/vendor-documents/:id/file': download,
  '/api/admin/overview': `${figures}: orders by status, the emptiest products (DASHBOARD_STOCK_ALERTS), the jobs' last runs`,
  '/api/admin/overview/partners': `${figures}; its recent orders and partners capped at five`,
  '/api/admin/overview/vendors': `${figures}; its recent vendors and purchase orders capped at five`,
  '/api/admin/overview/associates': `${figures}; its recent applications and activity capped at five and ten`,
  '/api/admin/orders/:id/invoice': download,
  '/api/admin/mailbox/:id': record,
  '/api/admin/files/summary': `${figures}: storage in total, by file kind and by purpose, one grouped statement each`,
  '/api/admin/files/:id/download': download,
  '/api/admin/files/:id/preview': download,
  '/api/admin/reports/inventory-valuation': 'one row per category, a fixed value list (packages/shared)',
  '/api/admin/reports/file': download,
  '/api/admin/settings': record,
};
