/**
 * The screens issue 32 times on the big store, each with who asks and the p95 it must stay under:
 * storefront search and category pages 50 ms; staff and admin lists' first page, search and filters
 * 100 ms; a partner's analytics and statements (a company with 10,000 orders and more) 150 ms;
 * admin reports over three years 1 s. Search words come from the data (`Terms`), not from guesses.
 */
export type Caller = 'anonymous' | 'sales' | 'products' | 'finance' | 'admin' | 'owner';

export interface Scenario {
  screen: string;
  name: string;
  as: Caller;
  path: string;
  /** The p95 the issue sets for this kind of screen, in ms. */
  targetMs: number;
}

/** Words and ids taken from the generated store, so every search finds something. */
export interface Terms {
  companyWord: string;
  orderNumber: string;
  productWord: string;
  memberEmail: string;
  quoteWord: string;
  leadWord: string;
  fileWord: string;
  poNumber: string;
  /** The bench's three years: today and the same day three years back (YYYY-MM-DD). */
  today: string;
  threeYearsAgo: string;
  lastMonth: string;
}

const STORE = 50;
const LIST = 100;
const PARTNER = 150;
const REPORT = 1000;

export function scenariosFor(t: Terms): Scenario[] {
  const q = encodeURIComponent;
  const threeYears = `from=${t.threeYearsAgo}&to=${t.today}`;
  const list = (screen: string, as: Caller, path: string, search: string, filter: string): Scenario[] => [
    { screen, name: 'first page', as, path, targetMs: LIST },
    { screen, name: 'search', as, path: `${path}?search=${q(search)}`, targetMs: LIST },
    { screen, name: 'filter', as, path: `${path}?${filter}`, targetMs: LIST },
  ];
  return [
    {
      screen: 'storefront',
      name: 'search',
      as: 'anonymous',
      path: `/api/store/products?search=${q(t.productWord)}`,
      targetMs: STORE,
    },
    {
      screen: 'storefront',
      name: 'category',
      as: 'anonymous',
      path: '/api/store/products?category=balloons',
      targetMs: STORE,
    },
    {
      screen: 'storefront',
      name: 'category page 50',
      as: 'anonymous',
      path: '/api/store/products?category=tableware&page=50',
      targetMs: STORE,
    },
    ...list('staff orders', 'sales', '/api/associate/orders', t.companyWord, 'status=processing'),
    {
      screen: 'staff orders',
      name: 'order number',
      as: 'sales',
      path: `/api/associate/orders?search=${q(t.orderNumber)}`,
      targetMs: LIST,
    },
    ...list('admin orders', 'admin', '/api/admin/orders', t.companyWord, 'status=cancelled'),
    ...list('staff products', 'products', '/api/associate/products', t.productWord, 'page=200'),
    ...list('quotes', 'sales', '/api/associate/quotes', t.quoteWord, 'status=sent'),
    ...list('support tickets', 'sales', '/api/associate/support/tickets', 'damaged', 'status=open'),
    ...list('leads', 'sales', '/api/associate/leads', t.leadWord, 'stage=won'),
    {
      screen: 'audit log',
      name: 'first page',
      as: 'admin',
      path: '/api/admin/audit',
      targetMs: LIST,
    },
    {
      screen: 'audit log',
      name: 'search',
      as: 'admin',
      path: `/api/admin/audit?user=${q(t.memberEmail)}`,
      targetMs: LIST,
    },
    {
      screen: 'audit log',
      name: 'filter',
      as: 'admin',
      path: '/api/admin/audit?entity=product',
      targetMs: LIST,
    },
    ...list('files', 'admin', '/api/admin/files', t.fileWord, 'kind=pdf'),
    ...list('users', 'admin', '/api/admin/users', t.companyWord, 'portal=associate'),
    ...list('companies', 'admin', '/api/admin/companies', t.companyWord, 'page=20'),
    ...list('purchase orders', 'sales', '/api/associate/purchase-orders', t.poNumber, 'status=pending'),
    ...list(
      'receivables invoices',
      'finance',
      '/api/associate/receivables/invoices',
      t.companyWord,
      'status=overdue',
    ),
    ...list(
      'receivables ageing',
      'finance',
      '/api/associate/receivables/ageing',
      t.companyWord,
      'minBucket=days31to60',
    ),
    {
      screen: 'partner orders',
      name: 'first page',
      as: 'owner',
      path: '/api/partner/orders',
      targetMs: PARTNER,
    },
    {
      screen: 'partner analytics',
      name: 'default range',
      as: 'owner',
      path: '/api/partner/analytics',
      targetMs: PARTNER,
    },
    {
      screen: 'partner analytics',
      name: 'three years',
      as: 'owner',
      path: `/api/partner/analytics?${threeYears}`,
      targetMs: PARTNER,
    },
    {
      screen: 'statements',
      name: 'this month',
      as: 'owner',
      path: '/api/partner/statements',
      targetMs: PARTNER,
    },
    {
      screen: 'statements',
      name: 'last month',
      as: 'owner',
      path: `/api/partner/statements?month=${t.lastMonth}`,
      targetMs: PARTNER,
    },
    {
      screen: 'admin reports',
      name: 'sales by partner, 3 years',
      as: 'admin',
      path: `/api/admin/reports/sales-by-partner?${threeYears}`,
      targetMs: REPORT,
    },
    {
      screen: 'admin reports',
      name: 'storefront events, 3 years',
      as: 'admin',
      path: `/api/admin/reports/storefront-events?${threeYears}`,
      targetMs: REPORT,
    },
    {
      screen: 'admin reports',
      name: 'inventory valuation',
      as: 'admin',
      path: '/api/admin/reports/inventory-valuation',
      targetMs: REPORT,
    },
    {
      screen: 'admin overview',
      name: 'dashboard',
      as: 'admin',
      path: '/api/admin/overview',
      targetMs: REPORT,
    },
  ];
}
