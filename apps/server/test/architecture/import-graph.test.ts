import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Edge, edges, root, serverSrc, sourceFiles, under, webSrc } from './import-graph.ts';

/**
 * The layering rules of docs/ARCHITECTURE.md, checked over the import graph: every source file is
 * read, its static, re-exported and dynamic imports resolved (relative paths and the web app's `@/`),
 * and each edge tested against the rules below. A pure test: no database, no build.
 */
const domainsPrefix = 'apps/server/src/domains/';
const schemaPrefix = 'apps/server/src/db/schema/';

/** A server edge that breaks "a domain calls another domain's use case, never its repository". */
export function serverViolation(edge: Edge): string | null {
  const [fromDomain] = under(edge.from, domainsPrefix);
  if (!fromDomain) return null;
  const [toDomain, ...rest] = under(edge.to, domainsPrefix);
  const toFile = rest.at(-1) ?? '';
  if (toDomain && toDomain !== fromDomain && toFile.endsWith('.repository.ts'))
    return `domain ${fromDomain} imports ${toDomain}'s repository`;
  const fromFile = edge.from.split('/').at(-1)!;
  // Tables are read and written by the domain's repository; better-auth's adapter takes its tables.
  if (
    edge.to.startsWith(schemaPrefix) &&
    !fromFile.endsWith('.repository.ts') &&
    edge.from !== `${domainsPrefix}auth/auth.ts`
  )
    return `${fromDomain}/${fromFile} reaches the database schema outside a repository`;
  return null;
}

const webPrefix = 'apps/web/src/';

/** A web edge that breaks "components/lib → features → areas → app; a feature never imports another". */
export function webViolation(edge: Edge): string | null {
  const [fromLayer, fromName] = under(edge.from, webPrefix);
  const [toLayer, toName] = under(edge.to, webPrefix);
  if (!fromLayer || !toLayer) return null;
  if (fromLayer === 'features') {
    if (toLayer === 'features' && toName !== fromName) return `feature ${fromName} imports feature ${toName}`;
    if (toLayer === 'areas' || toLayer === 'app') return `feature ${fromName} imports ${toLayer}/`;
  }
  if ((fromLayer === 'components' || fromLayer === 'lib') && ['features', 'areas', 'app'].includes(toLayer))
    return `${fromLayer}/ imports ${toLayer}/`;
  return null;
}

function violations(list: Edge[], rule: (edge: Edge) => string | null): string[] {
  return list.flatMap((edge) => {
    const broken = rule(edge);
    return broken ? [`${edge.from} → ${edge.to}: ${broken}`] : [];
  });
}

/** The domain that owns each table: its schema file's name, unless listed here. */
const schemaFileOwner: Record<string, string> = {
  'admin-notifications': 'notifications',
  auth: 'auth',
  users: 'accounts',
  partners: 'addresses',
};
const tableOwner: Record<string, string> = {
  notifications: 'notifications',
  emailOutbox: 'email',
  systemSettings: 'settings',
  vendorDocuments: 'vendor-documents',
  // Every upload's row: the admins' File Management reads and deletes them; each uploading domain writes its own.
  files: 'files',
  // The audit trail: written only through audit's recordAudit, read by the admin's audit screen.
  auditLog: 'audit',
  // A user's applications for a role: onboarding sits above accounts and vendors, and approving one
  // asks accounts to change the role and vendors to open the company.
  onboardingApplications: 'onboarding',
  // Invitations are the members' domain's; companies (below accounts) only opens a company of one.
  companyInvitations: 'company-members',
  // A product's price history is the catalogue's screen; a price list's change writes its rows too.
  productPriceHistory: 'catalog',
  // db/schema/pricing.ts holds two owners' tables: a product's quantity breaks are the catalogue's
  // (edited with the product); the named lists, their entries and assignments are price-lists'.
  productPriceTiers: 'catalog',
  priceLists: 'price-lists',
  priceListItems: 'price-lists',
  priceListAssignments: 'price-lists',
  // db/schema/receivables.ts holds the after-sale tables (docs/product/receivables.md, returns.md):
  // an invoice on account is the credit line's, raised and lowered with each charge to it; payments,
  // reminders and statement sends are receivables'; returns and adjustment notes are returns'.
  accountInvoices: 'credit',
  returnRequests: 'returns',
  returnLines: 'returns',
  returnPhotos: 'returns',
  adjustmentNotes: 'returns',
  returnNumberSeq: 'returns',
  adjustmentNoteNumberSeq: 'returns',
};
/** Tables every repository may use: the account row (names, e-mail addresses). */
const everyones = new Set(['users']);
/**
 * Reads across a domain line that are the design, each named here so a new one is a decision:
 * stock moves and cart, wishlist and analytics lines join the catalogue's products; the overview is a
 * read model over orders, profiles and (for staff) quotes, stock, tickets and workflow steps;
 * a credit request names its ticket; a quote's lines show their product's
 * category and stock, and its products' price history; a purchase order goes to a vendor's offer of
 * a catalogue product.
 */
const knownJoins: Record<string, string[]> = {
  cart: ['products'],
  // A line is priced from its product's list price, pack size and stock (docs/decisions/0020-wholesale-pricing.md §1).
  pricing: ['products'],
  // The desk's chats are partners' conversations: the one who opened it holds the partner role.
  support: ['userRoles', 'companies'],
  // Admin bulk runs change catalogue products and write their price history.
  bulk: ['products', 'productPriceHistory'],
  wishlist: ['products'],
  inventory: ['products'],
  // The staff analytics are a read model over orders, stock moves, campaigns and storefront events;
  // the admin's sales by partner name the partner from the profile.
  insights: [
    // Sales by partner name the company the orders belong to (docs/product/company-accounts.md).
    'companies',
    'orders',
    'orderItems',
    // Partner analytics and sales by partner read the orders' sales roll-up, partner analytics its
    // units per category too (docs/decisions/0023-sales-roll-up.md).
    'orderSalesDays',
    // Sales by partner reads whole months and years from the roll-up folded to them, and the inventory
    // valuation the product statistics' roll-up (docs/decisions/0024-admin-report-roll-ups.md).
    'orderSalesPeriods',
    'productStats',
    'orderCategoryDays',
    'products',
    'campaigns',
    'inventoryHistory',
    'analyticsEvents',
    'profiles',
  ],
  // Staff see the partner's profile name, company and ABN on an order and its tax invoice; a
  // checkout's first statement locks the cart lines it turns into the order (the cart empties them).
  // A promo code's campaign is the campaigns domain's to read and count (orders asks it).
  // Staff see an order's, quote's and ticket's company by name (docs/decisions/0019-company-accounts.md §7);
  // the campaign segments read the company's kind of business.
  orders: ['products', 'profiles', 'cartItems', 'companies'],
  // A quote names its delivery method (checkout's list).
  quotes: ['products', 'productPriceHistory', 'deliveryMethods', 'companies'],
  overview: [
    // Finance's pending tasks count the campaigns awaiting their approval.
    'campaigns',
    'orders',
    // The admin dashboard's orders by status (docs/decisions/0024-admin-report-roll-ups.md).
    'orderStatusCounts',
    'profiles',
    'quotes',
    'products',
    // Its low and out of stock counts are the product statistics' roll-up.
    'productStats',
    'supportTickets',
    'workflowSteps',
    'workflows',
    // The vendor dashboard counts the vendor's own POs, shipments, invoices and documents.
    'vendors',
    'purchaseOrders',
    'shipments',
    'vendorPayments',
    'vendorDocuments',
    // The admin's administration pages count applications and vendor offers and list the anonymised
    // recent activity (accounts by role go through accounts/primary-role.ts).
    'onboardingApplications',
    'vendorProducts',
    'recentActivity',
    // The admin dashboard: what waits for approval (credit requests, campaigns), the email outbox and
    // the background jobs' last runs.
    'creditLimitRequests',
    'campaigns',
    'emailOutbox',
    'jobRuns',
    // The partner dashboard's loyalty points and the admin's recent partners are their company's.
    'companies',
    'companyMembers',
  ],
  // A vendor's offers name a catalogue product; the Add dialog searches the catalogue.
  vendors: ['products'],
  purchasing: ['vendors', 'vendorProducts', 'products'],
  // The credit review screen shows each request's partner name and email and its company's name.
  credit: ['supportTickets', 'profiles', 'companies'],
  // A lead from a quote request shows its quote's number.
  leads: ['quotes'],
  notifications: ['profiles', 'emailPreferences'],
  email: ['emailPreferences'],
  // A document belongs to a vendor company and its upload is a row of the files every upload makes.
  'vendor-documents': ['vendors', 'files'],
  // File Management names what uses each upload: a vendor's document (with its company) or a quote's.
  files: ['vendorDocuments', 'vendors', 'quoteDocuments'],
  // An account is made with its credential (better-auth's accounts row); an invitation and a forced
  // password reset write a set-password token (verifications); disabling a user, a forced reset and
  // End Sessions delete the user's sessions.
  accounts: ['accounts', 'sessions', 'verifications'],
  // The review queue and the decision's email name the applicant from their profile.
  onboarding: ['profiles'],
  // A campaign applies to catalogue products; its analytics read the orders that used its code.
  campaigns: ['products', 'orders'],
  // A list's entries name their catalogue products (name, SKU, list price); it is assigned to
  // companies, found by name in the picker (the admins' company search is admins' only).
  'price-lists': ['products', 'companies'],
  // A product's price history names the price list of a list's change.
  catalog: ['priceLists'],
  // Members and invitations change the companies' member rows; companies stands below accounts,
  // which opens a company of one, so it cannot be the one to end sessions (ADR 0019 §5).
  'company-members': ['companies', 'companyMembers'],
  // Statements and reminders read the account as it stood (docs/product/receivables.md): the credit
  // line's invoices and limit, the credit of adjustment notes, and the company with its owner and
  // admins, who receive them.
  receivables: ['accountInvoices', 'adjustmentNotes', 'partnerCreditLimits', 'companies', 'companyMembers'],
  // A return is asked of an order's lines and names its company (name and ABN on the adjustment
  // note) and the member who asked; its photos are rows of the files every upload makes
  // (docs/product/returns.md).
  returns: ['orders', 'orderItems', 'companies', 'files'],
};

function owners(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of sourceFiles(join(serverSrc, 'db/schema'))) {
    const name = file.split(sep).at(-1)!.replace(/\.ts$/, '');
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pg(?:Table|Sequence)\(/g))
      map.set(match[1]!, tableOwner[match[1]!] ?? schemaFileOwner[name] ?? name);
  }
  return map;
}

/** Tables a domain file imports from the schema that belong to another domain and are not allowed. */
export function foreignTables(domain: string, imported: string[], owner: Map<string, string>): string[] {
  return imported.filter((table) => {
    const by = owner.get(table);
    if (!by || by === domain || everyones.has(table)) return false;
    return !(knownJoins[domain] ?? []).includes(table);
  });
}

function schemaImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

describe('the rules themselves', () => {
  it.each([
    [
      'apps/server/src/domains/quotes/request-quote.ts',
      'apps/server/src/domains/catalog/product-cards.repository.ts',
      true,
    ],
    [
      'apps/server/src/domains/quotes/request-quote.ts',
      'apps/server/src/domains/catalog/get-product.ts',
      false,
    ],
    [
      'apps/server/src/domains/quotes/request-quote.ts',
      'apps/server/src/domains/quotes/quotes.repository.ts',
      false,
    ],
    ['apps/server/src/domains/quotes/request-quote.ts', 'apps/server/src/db/schema/index.ts', true],
    ['apps/server/src/domains/quotes/quotes.repository.ts', 'apps/server/src/db/schema/index.ts', false],
  ])('server: %s → %s breaks a rule: %s', (from, to, broken) => {
    expect(serverViolation({ from, to }) !== null).toBe(broken);
  });

  it.each([
    ['apps/web/src/features/cart/api.ts', 'apps/web/src/features/catalog/api.ts', true],
    ['apps/web/src/features/cart/api.ts', 'apps/web/src/features/cart/keys.ts', false],
    ['apps/web/src/features/cart/api.ts', 'apps/web/src/areas/partner/cart-page.tsx', true],
    ['apps/web/src/features/cart/api.ts', 'apps/web/src/app/router.tsx', true],
    ['apps/web/src/features/cart/api.ts', 'apps/web/src/lib/api-client.ts', false],
    ['apps/web/src/components/money.tsx', 'apps/web/src/features/cart/api.ts', true],
    ['apps/web/src/lib/seo.ts', 'apps/web/src/app/router.tsx', true],
    ['apps/web/src/areas/partner/cart-page.tsx', 'apps/web/src/features/cart/api.ts', false],
  ])('web: %s → %s breaks a rule: %s', (from, to, broken) => {
    expect(webViolation({ from, to }) !== null).toBe(broken);
  });

  it('tells a foreign table from an own, shared or known one', () => {
    const owner = owners();
    expect(owner.get('associateRoles')).toBe('accounts');
    expect(owner.get('leads')).toBe('leads');
    expect(
      foreignTables('quotes', ['quotes', 'users', 'leads', 'associateRoles', 'products', 'orders'], owner),
    ).toEqual(['leads', 'associateRoles', 'orders']);
    expect(foreignTables('cart', ['cartItems', 'products'], owner)).toEqual([]);
    expect(foreignTables('orders', ['auditLog'], owner)).toEqual(['auditLog']);
  });

  it('finds an audit row written outside the audit domain', () => {
    const insert = 'await tx.insert(auditLog).values(entry);';
    expect(
      auditWritersOutsideAudit([
        { path: 'apps/server/src/domains/orders/orders.repository.ts', text: insert },
        { path: 'apps/server/src/seed/seed-orders.ts', text: insert },
        { path: 'apps/server/src/domains/audit/audit.repository.ts', text: insert },
        { path: 'apps/server/src/domains/orders/cancel-order.ts', text: 'recordAudit(tx, principal, {…})' },
      ]),
    ).toEqual(['apps/server/src/domains/orders/orders.repository.ts', 'apps/server/src/seed/seed-orders.ts']);
  });

  it('resolves relative and @/ imports to files', () => {
    const all = edges(webSrc);
    expect(all.some((e) => e.to.startsWith('apps/web/src/lib/') && e.to.endsWith('.ts'))).toBe(true);
    expect(edges(serverSrc).some((e) => e.to.endsWith('.repository.ts'))).toBe(true);
  });
});

/**
 * Files outside the audit domain that name the audit_log table: every audit row goes through
 * domains/audit/record-audit.ts (docs/ARCHITECTURE.md, "The audit trail"), the seed's too.
 */
export function auditWritersOutsideAudit(files: { path: string; text: string }[]): string[] {
  return files
    .filter(({ path }) => !path.startsWith(`${domainsPrefix}audit/`) && !path.startsWith(schemaPrefix))
    .filter(({ text }) => /\bauditLog\b/.test(text))
    .map(({ path }) => path);
}

describe('the import graph', () => {
  it('server: no domain reaches into another domain’s repository, and tables only through repositories', () => {
    expect(violations(edges(serverSrc), serverViolation)).toEqual([]);
  });

  it("server: a domain's repositories use its own tables (and the known joins), not another's", () => {
    const owner = owners();
    const found = sourceFiles(join(serverSrc, 'domains')).flatMap((file) => {
      const domain = relative(join(serverSrc, 'domains'), file).split(sep)[0]!;
      return foreignTables(domain, schemaImports(file), owner).map(
        (table) => `${relative(root, file)}: ${domain} uses ${owner.get(table)}'s table ${table}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('server: audit rows are written only by the audit domain (one writer, one list of actions)', () => {
    const files = sourceFiles(serverSrc).map((file) => ({
      path: relative(root, file).split(sep).join('/'),
      text: readFileSync(file, 'utf8'),
    }));
    expect(auditWritersOutsideAudit(files)).toEqual([]);
  });

  it('web: features, components and lib import only downward', () => {
    expect(violations(edges(webSrc), webViolation)).toEqual([]);
  });
});
