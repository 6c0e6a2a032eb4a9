import { describe, expect, it } from 'vitest';
import { type Edge, edges, serverSrc, under } from './import-graph.ts';

/**
 * The server's rooms from top to bottom (docs/ARCHITECTURE.md, "The rules of the house"): a file
 * imports only rooms that stand below its own. Rooms on one line stand beside each other and do not
 * import each other. A new folder or top-level file is placed here when it is made, so where it
 * stands is a decision someone wrote down.
 */
export const serverOrder: readonly (readonly string[])[] = [
  ['main.ts'],
  ['start.ts'],
  ['cluster.ts'],
  ['app.ts'],
  ['routes', 'web-app.ts'],
  ['seed', 'jobs'],
  ['domains'],
  ['http'],
  ['lib'],
  ['db'],
  ['config.ts'],
];

/**
 * The domains from top to bottom, by the same rule: a domain calls only domains below it. Read
 * models and screens' composites stand high; what every domain writes through (the audit trail,
 * email, settings) stands lowest.
 */
export const domainOrder: readonly (readonly string[])[] = [
  [
    'analytics',
    'bulk',
    'files',
    'insights',
    'onboarding',
    'overview',
    // A price list's change of its products' prices is a row of the catalogue's price history,
    // written through catalog's use case (docs/decisions/0020-wholesale-pricing.md §2).
    'price-lists',
    'purchasing',
    'quotes',
    // Payments received settle invoices on account through credit, which owns them with the credit
    // line; statements and reminders read invoices, payments and adjustment notes
    // (docs/product/receivables.md).
    'receivables',
    // A received return restocks through inventory, credits the order's invoice through credit and
    // takes back loyalty points through companies (docs/product/returns.md).
    'returns',
    'reviews',
    // Saved lists price their lines through pricing, fill the cart through its bulk add and
    // read a past order through the orders' own use case (docs/product/wholesale-buying.md).
    'saved-lists',
    'seo',
    'wishlist',
    'workflows',
  ],
  ['auth', 'catalog', 'faqs', 'leads', 'orders', 'vendor-documents', 'vendors'],
  ['activity', 'addresses', 'campaigns', 'cart', 'credit', 'inventory', 'settings', 'tasks'],
  // Members and invitations end a removed member's sessions (accounts), bell and email them, and
  // open their new company of one (companies): docs/decisions/0019-company-accounts.md §5.
  // Pricing prices a line for cart (its bulk add, quick order), checkout, quotes, saved lists and
  // the catalogue's pages, all above it (docs/decisions/0020-wholesale-pricing.md §1).
  ['company-members', 'pricing', 'support'],
  ['notifications'],
  ['accounts'],
  // Accounts open a partner's company of one (docs/decisions/0019-company-accounts.md §10), so
  // companies stands below them for now.
  ['companies'],
  ['audit', 'email'],
];

const domainsPrefix = 'apps/server/src/domains/';

function levelIn(order: readonly (readonly string[])[], room: string): number {
  return order.findIndex((line) => line.includes(room));
}

/** Where a server file stands: its top-level room, and its domain when it is in one. */
function roomOf(path: string): { room: string; domain?: string } | null {
  const parts = under(path, 'apps/server/src/');
  if (parts.length === 0) return null;
  const domain = path.startsWith(domainsPrefix) ? under(path, domainsPrefix)[0] : undefined;
  return { room: parts[0]!, domain };
}

/** An import that does not run down the declared order, said in words; null when it does. */
export function orderViolation(edge: Edge): string | null {
  const from = roomOf(edge.from);
  const to = roomOf(edge.to);
  if (!from || !to) return null;
  if (from.domain && to.domain) {
    if (from.domain === to.domain) return null;
    const [a, b] = [levelIn(domainOrder, from.domain), levelIn(domainOrder, to.domain)];
    if (a < 0 || b < 0) return `domain ${a < 0 ? from.domain : to.domain} has no place in domainOrder`;
    return a < b
      ? null
      : `domain ${from.domain} imports ${to.domain}, which stands ${a === b ? 'beside' : 'above'} it`;
  }
  if (from.room === to.room) return null;
  const [a, b] = [levelIn(serverOrder, from.room), levelIn(serverOrder, to.room)];
  if (a < 0 || b < 0) return `${a < 0 ? from.room : to.room} has no place in serverOrder`;
  return a < b ? null : `${from.room} imports ${to.room}, which stands ${a === b ? 'beside' : 'above'} it`;
}

describe('the declared folder order', () => {
  it.each([
    ['apps/server/src/app.ts', 'apps/server/src/routes/index.ts', null],
    [
      'apps/server/src/domains/orders/place-order.ts',
      'apps/server/src/domains/inventory/take-order-stock.ts',
      null,
    ],
    [
      'apps/server/src/domains/audit/list-audit-log.ts',
      'apps/server/src/domains/accounts/accounts.policy.ts',
      'domain audit imports accounts, which stands above it',
    ],
    [
      'apps/server/src/domains/seo/x.ts',
      'apps/server/src/domains/quotes/y.ts',
      'domain seo imports quotes, which stands beside it',
    ],
    [
      'apps/server/src/lib/write-batch.ts',
      'apps/server/src/http/errors.ts',
      'lib imports http, which stands above it',
    ],
    [
      'apps/server/src/seed/index.ts',
      'apps/server/src/jobs/x.ts',
      'seed imports jobs, which stands beside it',
    ],
    ['apps/server/src/reports/x.ts', 'apps/server/src/lib/y.ts', 'reports has no place in serverOrder'],
    [
      'apps/server/src/domains/loyalty/x.ts',
      'apps/server/src/domains/audit/y.ts',
      'domain loyalty has no place in domainOrder',
    ],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(orderViolation({ from, to })).toBe(expected);
  });

  it('server: every import runs down the declared order of rooms and domains (no import back up, no circle)', () => {
    const broken = edges(serverSrc).flatMap((edge) => {
      const why = orderViolation(edge);
      return why ? [`${edge.from} → ${edge.to}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
