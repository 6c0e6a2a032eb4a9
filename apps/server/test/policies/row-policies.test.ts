import { type CompanyRole, companyRoles, type Principal } from '@party/shared';
import { describe, expect, it } from 'vitest';
import { accountActions, accountScope } from '../../src/domains/accounts/accounts.policy.ts';
import { addressActions, addressScope } from '../../src/domains/addresses/addresses.policy.ts';
import { auditReadActions, auditScope } from '../../src/domains/audit/audit.policy.ts';
import { cartActions, cartScope } from '../../src/domains/cart/cart.policy.ts';
import { catalogActions, catalogScope } from '../../src/domains/catalog/catalog.policy.ts';
import { creditActions, creditScope } from '../../src/domains/credit/credit.policy.ts';
import { fileActions, fileScope } from '../../src/domains/files/files.policy.ts';
import {
  adminReportsScope,
  insightsActions,
  insightsScope,
  staffInsightsScope,
} from '../../src/domains/insights/insights.policy.ts';
import {
  notificationActions,
  notificationScope,
} from '../../src/domains/notifications/notifications.policy.ts';
import { onboardingActions, onboardingScope } from '../../src/domains/onboarding/onboarding.policy.ts';
import { orderActions, orderScope } from '../../src/domains/orders/orders.policy.ts';
import { overviewActions, overviewScope } from '../../src/domains/overview/overview.policy.ts';
import { priceListActions, priceListScope } from '../../src/domains/price-lists/price-lists.policy.ts';
import { purchasingActions, purchasingScope } from '../../src/domains/purchasing/purchasing.policy.ts';
import {
  quoteActions,
  quoteScope,
  staffQuoteActions,
  staffQuoteScope,
} from '../../src/domains/quotes/quotes.policy.ts';
import { reviewActions, reviewScope } from '../../src/domains/reviews/reviews.policy.ts';
import { savedListActions, savedListScope } from '../../src/domains/saved-lists/saved-lists.policy.ts';
import {
  mayUseConversation,
  supportActions,
  supportScope,
} from '../../src/domains/support/support.policy.ts';
import {
  vendorDocumentActions,
  vendorDocumentScope,
} from '../../src/domains/vendor-documents/vendor-documents.policy.ts';
import { vendorActions, vendorScope } from '../../src/domains/vendors/vendors.policy.ts';
import { wishlistActions, wishlistScope } from '../../src/domains/wishlist/wishlist.policy.ts';
import { companyOf, ownerOf, type RowScope, scopeCovers } from '../../src/lib/row-policy.ts';

/**
 * Every domain's row policy as a table: each kind of principal × each action → which rows it
 * reaches. "own" means its own rows only (partner A's row yes, partner B's no), "all" every row,
 * "-" none. Pure: no database, no server.
 */
const base: Principal = {
  userId: '',
  email: 'someone@example.com',
  name: 'Someone',
  role: null,
  isAdmin: false,
  adminRank: null,
  associateRole: null,
  onboardingStatus: null,
  emailVerified: true,
  twoFactorEnabled: false,
  companyId: null,
  companyRole: null,
};
const principals = {
  // The owner of a company (docs/product/company-accounts.md); 'own' below reads "their company's".
  partner: { ...base, userId: 'partner-a', role: 'partner', companyId: 'company-a', companyRole: 'owner' },
  vendor: { ...base, userId: 'vendor-a', role: 'vendor' },
  sales: { ...base, userId: 'sales-a', role: 'associate', associateRole: 'sales' },
  productManager: { ...base, userId: 'pm-a', role: 'associate', associateRole: 'product_management' },
  finance: { ...base, userId: 'finance-a', role: 'associate', associateRole: 'finance' },
  financeAdmin: {
    ...base,
    userId: 'admin-f',
    role: 'associate',
    associateRole: 'finance',
    isAdmin: true,
    adminRank: 'admin',
  },
  admin: { ...base, userId: 'admin-a', isAdmin: true, adminRank: 'admin' },
  noRole: { ...base, userId: 'newcomer' },
} satisfies Record<string, Principal>;
type Kind = keyof typeof principals;
type Reach = 'own' | 'all' | '-';

/**
 * What a scope reaches, read through the same helpers the use cases call. A company scope's rows are
 * the caller's own here (their company's, or only those they placed); the company table below tells
 * the two apart.
 */
function reachOf(scope: RowScope, principal: Principal): Reach {
  const ownRow = scopeCovers(scope, principal.userId, principal.companyId);
  const othersRow = scopeCovers(scope, 'someone-else', 'company-b');
  if (ownRow && othersRow) return 'all';
  if (ownRow) {
    if (scope.rows === 'company') expect(companyOf(scope).companyId).toBe(principal.companyId);
    else expect(ownerOf(scope)).toBe(principal.userId);
    return 'own';
  }
  expect(othersRow).toBe(false);
  expect(() => ownerOf(scope)).toThrow(/access/);
  return '-';
}

function table<A extends string>(
  name: string,
  actions: readonly A[],
  scope: (principal: Principal, action: A) => RowScope,
  expected: Record<Kind, Record<A, Reach>>,
) {
  describe(name, () => {
    const cases = (Object.keys(principals) as Kind[]).flatMap((kind) =>
      actions.map((action) => [kind, action, expected[kind][action]] as const),
    );
    it.each(cases)('%s may %s: %s', (kind, action, reach) => {
      expect(reachOf(scope(principals[kind], action), principals[kind])).toBe(reach);
    });
  });
}

/** The same answer for every action of a domain. */
const every = <A extends string>(actions: readonly A[], reach: Reach) =>
  Object.fromEntries(actions.map((a) => [a, reach])) as Record<A, Reach>;

/** Partner-owned rows: the partner reaches their own, nobody else reaches any. */
function partnerOwned<A extends string>(actions: readonly A[]): Record<Kind, Record<A, Reach>> {
  const none = every(actions, '-');
  return {
    partner: every(actions, 'own'),
    vendor: none,
    sales: none,
    productManager: none,
    finance: none,
    financeAdmin: none,
    admin: none,
    noRole: none,
  };
}

const staffOrderActions = ['staff-list', 'staff-read', 'update-status', 'update-delivery'] as const;
const partnerOrders = { ...every(orderActions, 'own'), ...every(staffOrderActions, '-') } as const;
const staffOrders = {
  ...every(orderActions, '-'),
  ...every(staffOrderActions, 'all'),
  invoice: 'all',
} as const;
const noOrders = every(orderActions, '-');
table('orders', orderActions, orderScope, {
  partner: partnerOrders,
  vendor: noOrders,
  sales: staffOrders,
  productManager: staffOrders,
  finance: staffOrders,
  financeAdmin: staffOrders,
  // Admin Order Management: admins run every order like staff (docs/product/admin-area.md: real orders).
  admin: staffOrders,
  noRole: noOrders,
});
table('cart', cartActions, cartScope, partnerOwned(cartActions));
table('addresses', addressActions, addressScope, partnerOwned(addressActions));
table('wishlist', wishlistActions, wishlistScope, partnerOwned(wishlistActions));
// docs/product/wholesale-buying.md, "Saved lists": the company's; by role below.
table('saved lists', savedListActions, savedListScope, partnerOwned(savedListActions));
// Reviewing every partner's requests is for finance associates and admins (docs/product/approvals.md).
const partnerCredit = partnerOwned(creditActions);
const creditReviewer = { ...every(creditActions, '-'), review: 'all' } as const;
table('credit', creditActions, creditScope, {
  ...partnerCredit,
  partner: { ...partnerCredit.partner, review: '-' },
  finance: creditReviewer,
  financeAdmin: creditReviewer,
  admin: creditReviewer,
});
table('insights', insightsActions, insightsScope, partnerOwned(insightsActions));
table('overview', overviewActions, overviewScope, {
  partner: { read: 'own', 'read-staff': '-', 'read-vendor': '-', 'read-admin': '-' },
  vendor: { read: '-', 'read-staff': '-', 'read-vendor': 'own', 'read-admin': '-' },
  sales: { read: '-', 'read-staff': 'own', 'read-vendor': '-', 'read-admin': '-' },
  productManager: { read: '-', 'read-staff': 'own', 'read-vendor': '-', 'read-admin': '-' },
  finance: { read: '-', 'read-staff': 'own', 'read-vendor': '-', 'read-admin': '-' },
  financeAdmin: { read: '-', 'read-staff': 'own', 'read-vendor': '-', 'read-admin': 'all' },
  admin: { read: '-', 'read-staff': '-', 'read-vendor': '-', 'read-admin': 'all' },
  noRole: every(overviewActions, '-'),
});

const followPurchasing = { read: 'all', raise: '-', fulfil: '-', pay: '-' } as const;
const buyPurchasing = { read: 'all', raise: 'all', fulfil: '-', pay: '-' } as const;
const payPurchasing = { read: 'all', raise: 'all', fulfil: '-', pay: 'all' } as const;
table('purchasing', purchasingActions, purchasingScope, {
  partner: every(purchasingActions, '-'),
  vendor: { read: '-', raise: '-', fulfil: 'own', pay: '-' },
  sales: followPurchasing,
  productManager: buyPurchasing,
  finance: payPurchasing,
  financeAdmin: payPurchasing,
  admin: { read: '-', raise: '-', fulfil: '-', pay: 'all' },
  noRole: every(purchasingActions, '-'),
});
// An admin reaches every vendor's catalog (/admin/vendors/products); the use cases then name the company.
table(
  'vendors (a vendor manages its own company and catalog; admins every catalog)',
  vendorActions,
  vendorScope,
  {
    partner: every(vendorActions, '-'),
    vendor: every(vendorActions, 'own'),
    sales: every(vendorActions, '-'),
    productManager: every(vendorActions, '-'),
    finance: every(vendorActions, '-'),
    financeAdmin: every(vendorActions, 'all'),
    admin: every(vendorActions, 'all'),
    noRole: every(vendorActions, '-'),
  },
);
table('reviews', reviewActions, reviewScope, partnerOwned(reviewActions));
table('quotes (whose account a requested quote joins)', quoteActions, quoteScope, partnerOwned(quoteActions));
table(
  'quotes (staff: every associate works on all; finance and admins approve)',
  staffQuoteActions,
  staffQuoteScope,
  {
    partner: { work: '-', approve: '-' },
    vendor: { work: '-', approve: '-' },
    sales: { work: 'all', approve: '-' },
    productManager: { work: 'all', approve: '-' },
    finance: { work: 'all', approve: 'all' },
    financeAdmin: { work: 'all', approve: 'all' },
    admin: { work: '-', approve: 'all' },
    noRole: { work: '-', approve: '-' },
  },
);

it('a visitor’s quote request joins no account', () => {
  expect(quoteScope(null, 'request')).toEqual({ rows: 'none' });
});

const ownBell = { list: 'own', 'mark-read': 'own', 'send-to-others': '-' } as const;
const adminBell = { list: 'own', 'mark-read': 'own', 'send-to-others': 'all' } as const;
table('notifications', notificationActions, notificationScope, {
  partner: ownBell,
  vendor: ownBell,
  sales: ownBell,
  productManager: ownBell,
  finance: ownBell,
  financeAdmin: adminBell,
  admin: adminBell,
  noRole: ownBell,
});

const ownAccount = {
  ...every(accountActions, 'own'),
  'manage-users': '-',
  'change-users': '-',
  'change-admins': '-',
} as const;
const adminAccount = {
  ...every(accountActions, 'own'),
  'manage-users': 'all',
  'change-users': 'all',
  'change-admins': '-',
} as const;
table('accounts', accountActions, accountScope, {
  partner: ownAccount,
  vendor: ownAccount,
  sales: ownAccount,
  productManager: ownAccount,
  finance: ownAccount,
  financeAdmin: adminAccount,
  admin: adminAccount,
  noRole: ownAccount,
});

table('audit', auditReadActions, auditScope, {
  partner: { 'read-audit': '-' },
  vendor: { 'read-audit': '-' },
  sales: { 'read-audit': '-' },
  productManager: { 'read-audit': '-' },
  finance: { 'read-audit': '-' },
  financeAdmin: { 'read-audit': 'all' },
  admin: { 'read-audit': 'all' },
  noRole: { 'read-audit': '-' },
});

const ownApplications = {
  ...every(onboardingActions, 'own'),
  'review-applications': '-',
  'decide-applications': '-',
} as const;
const adminApplications = {
  ...every(onboardingActions, 'own'),
  'review-applications': 'all',
  'decide-applications': 'all',
} as const;
table('onboarding', onboardingActions, onboardingScope, {
  partner: ownApplications,
  vendor: ownApplications,
  sales: ownApplications,
  productManager: ownApplications,
  finance: ownApplications,
  financeAdmin: adminApplications,
  admin: adminApplications,
  noRole: ownApplications,
});

// docs/product/access.md: the ranks of an administrator (the tables above are the plain admin rank).
describe('accounts and onboarding by administrator rank', () => {
  const ranked = (adminRank: Principal['adminRank']): Principal => ({
    ...principals.admin,
    adminRank,
  });
  const accounts = {
    super_admin: { ...adminAccount, 'change-admins': 'all' },
    admin: adminAccount,
    moderator: { ...adminAccount, 'change-users': '-', 'change-admins': '-' },
  } as const;
  const applications = {
    super_admin: adminApplications,
    admin: adminApplications,
    moderator: { ...adminApplications, 'decide-applications': '-' },
  } as const;
  const ranks = ['super_admin', 'admin', 'moderator'] as const;
  const accountCases = ranks.flatMap((rank) =>
    accountActions.map((action) => [rank, action, accounts[rank][action]] as const),
  );
  const applicationCases = ranks.flatMap((rank) =>
    onboardingActions.map((action) => [rank, action, applications[rank][action]] as const),
  );
  it.each(accountCases)('%s may %s: %s', (rank, action, reach) => {
    expect(reachOf(accountScope(ranked(rank), action), ranked(rank))).toBe(reach);
  });
  it.each(applicationCases)('%s may %s: %s', (rank, action, reach) => {
    expect(reachOf(onboardingScope(ranked(rank), action), ranked(rank))).toBe(reach);
  });
});

const partnerSupport: Record<(typeof supportActions)[number], Reach> = {
  ...every(supportActions, 'own'),
  'read-desk': '-',
  'reply-as-staff': '-',
  'work-ticket': '-',
};
const deskSupport: Record<(typeof supportActions)[number], Reach> = {
  ...every(supportActions, '-'),
  'read-conversation': 'all',
  'read-desk': 'all',
  'reply-as-staff': 'all',
  'work-ticket': 'all',
};
table('support', supportActions, supportScope, {
  partner: partnerSupport,
  vendor: every(supportActions, '-'),
  sales: deskSupport,
  productManager: deskSupport,
  finance: deskSupport,
  financeAdmin: deskSupport,
  admin: every(supportActions, '-'),
  noRole: every(supportActions, '-'),
});

// docs/product/wholesale-buying.md: product management, finance and admins keep every list; sales none.
table('price lists', priceListActions, priceListScope, {
  partner: every(priceListActions, '-'),
  vendor: every(priceListActions, '-'),
  sales: every(priceListActions, '-'),
  productManager: every(priceListActions, 'all'),
  finance: every(priceListActions, 'all'),
  financeAdmin: every(priceListActions, 'all'),
  admin: every(priceListActions, 'all'),
  noRole: every(priceListActions, '-'),
});

const staffReader = { 'read-staff': 'all', manage: '-', 'read-inventory-notes': '-' } as const;
table('catalog (staff products)', catalogActions, catalogScope, {
  partner: every(catalogActions, '-'),
  vendor: every(catalogActions, '-'),
  sales: staffReader,
  productManager: every(catalogActions, 'all'),
  finance: every(catalogActions, 'all'),
  financeAdmin: every(catalogActions, 'all'),
  admin: every(catalogActions, '-'),
  noRole: every(catalogActions, '-'),
});

// Admins read the same sales figures on their Reports screen (issue 16 item 7).
table('staff analytics (product_management, finance and admins)', insightsActions, staffInsightsScope, {
  partner: every(insightsActions, '-'),
  vendor: every(insightsActions, '-'),
  sales: every(insightsActions, '-'),
  productManager: every(insightsActions, 'all'),
  finance: every(insightsActions, 'all'),
  financeAdmin: every(insightsActions, 'all'),
  admin: every(insightsActions, 'all'),
  noRole: every(insightsActions, '-'),
});

table('admin reports (admins only)', insightsActions, adminReportsScope, {
  partner: every(insightsActions, '-'),
  vendor: every(insightsActions, '-'),
  sales: every(insightsActions, '-'),
  productManager: every(insightsActions, '-'),
  finance: every(insightsActions, '-'),
  financeAdmin: every(insightsActions, 'all'),
  admin: every(insightsActions, 'all'),
  noRole: every(insightsActions, '-'),
});

describe('support: one conversation, by participation', () => {
  const actions = ['read-conversation', 'mark-read', 'send-message', 'reply-as-staff'] as const;
  // [kind, participant] → allowed per action, in the order above.
  it.each([
    ['partner', true, [true, true, true, false]],
    ['partner', false, [false, false, false, false]],
    ['sales', false, [true, false, false, true]],
    ['sales', true, [true, false, false, true]],
    ['finance', false, [true, false, false, true]],
    ['vendor', true, [false, false, false, false]],
    ['admin', false, [false, false, false, false]],
  ] as const)('%s (participant: %s)', (kind, participant, allowed) => {
    expect(actions.map((a) => mayUseConversation(principals[kind], a, { participant }))).toEqual(allowed);
  });
});

// docs/product/vendor-portal.md: only the owning vendor and admins download a document; associates reach
// none.
const adminDocuments = { list: 'all', upload: '-', download: 'all', review: 'all' } as const;
table('vendor documents', vendorDocumentActions, vendorDocumentScope, {
  partner: every(vendorDocumentActions, '-'),
  vendor: { list: 'own', upload: 'own', download: 'own', review: '-' },
  sales: every(vendorDocumentActions, '-'),
  productManager: every(vendorDocumentActions, '-'),
  finance: every(vendorDocumentActions, '-'),
  financeAdmin: adminDocuments,
  admin: adminDocuments,
  noRole: every(vendorDocumentActions, '-'),
});

// docs/product/admin-area.md File Management: every upload is the admins' alone; owners reach theirs through their own domain.
table('files', fileActions, fileScope, {
  partner: every(fileActions, '-'),
  vendor: every(fileActions, '-'),
  sales: every(fileActions, '-'),
  productManager: every(fileActions, '-'),
  finance: every(fileActions, '-'),
  financeAdmin: every(fileActions, 'all'),
  admin: every(fileActions, 'all'),
  noRole: every(fileActions, '-'),
});

/**
 * Company rows by role (docs/product/company-accounts.md, Roles): 'company' = every row of the
 * member's company, 'mine' = those the member placed, '-' = none. Another company's row is never reached.
 */
describe('company rows by role', () => {
  const member = (companyRole: CompanyRole): Principal => ({
    ...base,
    userId: `${companyRole}-a`,
    role: 'partner',
    companyId: 'company-a',
    companyRole,
  });
  const reach = (scope: RowScope, principal: Principal) => {
    expect(scopeCovers(scope, 'someone-else', 'company-b')).toBe(false);
    if (scopeCovers(scope, 'colleague', 'company-a')) return 'company';
    return scopeCovers(scope, principal.userId, 'company-a') ? 'mine' : '-';
  };
  const policies = {
    'orders list': (p: Principal) => orderScope(p, 'list'),
    'order again': (p: Principal) => orderScope(p, 'reorder'),
    'analytics read': (p: Principal) => insightsScope(p, 'read'),
    'analytics export': (p: Principal) => insightsScope(p, 'export'),
    'dashboard read': (p: Principal) => overviewScope(p, 'read'),
    'tickets list': (p: Principal) => supportScope(p, 'list-tickets'),
    'ticket open': (p: Principal) => supportScope(p, 'open-ticket'),
    'quote request': (p: Principal) => quoteScope(p, 'request'),
    'addresses list': (p: Principal) => addressScope(p, 'list'),
    'address change': (p: Principal) => addressScope(p, 'update'),
    'credit read': (p: Principal) => creditScope(p, 'read-overview'),
    'credit request': (p: Principal) => creditScope(p, 'request-limit'),
    'saved lists read': (p: Principal) => savedListScope(p, 'read'),
    'saved lists write': (p: Principal) => savedListScope(p, 'write'),
  };
  const expected: Record<keyof typeof policies, Record<CompanyRole, string>> = {
    'orders list': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: 'company',
      buyer: 'mine',
    },
    // docs/product/wholesale-buying.md, "Order again": an order the member sees, if they may shop.
    'order again': { owner: 'company', admin: 'company', approver: 'company', viewer: '-', buyer: 'mine' },
    'analytics read': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: 'company',
      buyer: 'mine',
    },
    'analytics export': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: 'company',
      buyer: 'mine',
    },
    'dashboard read': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: 'company',
      buyer: 'mine',
    },
    'tickets list': { owner: 'company', admin: 'company', approver: 'mine', viewer: 'mine', buyer: 'mine' },
    'ticket open': { owner: 'mine', admin: 'mine', approver: 'mine', viewer: 'mine', buyer: 'mine' },
    'quote request': { owner: 'mine', admin: 'mine', approver: 'mine', viewer: 'mine', buyer: 'mine' },
    // Addresses and credit are the company's: every member reads them; viewers change no address, and
    // only owners and admins ask for a limit.
    'addresses list': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: 'company',
      buyer: 'company',
    },
    'address change': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: '-',
      buyer: 'company',
    },
    'credit read': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: 'company',
      buyer: 'company',
    },
    'credit request': { owner: 'company', admin: 'company', approver: '-', viewer: '-', buyer: '-' },
    // Saved lists are shared within the company: every member reads them, a viewer changes none.
    'saved lists read': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: 'company',
      buyer: 'company',
    },
    'saved lists write': {
      owner: 'company',
      admin: 'company',
      approver: 'company',
      viewer: '-',
      buyer: 'company',
    },
  };
  const cases = (Object.keys(policies) as (keyof typeof policies)[]).flatMap((name) =>
    companyRoles.map((role) => [name, role, expected[name][role]] as const),
  );
  it.each(cases)('%s as %s: %s', (name, role, rows) => {
    expect(reach(policies[name](member(role)), member(role))).toBe(rows);
  });
});
