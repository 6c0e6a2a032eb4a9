import type { AssociateRole, UserRole } from '@party/shared';

/** One password for every demo account; demo data never exists in production mode. */
export const DEMO_PASSWORD = 'PartyDemo2026!';

export interface DemoAccount {
  email: string;
  name: string;
  /** What the README and the start banner call it. */
  label: string;
  role: UserRole;
  associateRole: AssociateRole | null;
  isAdmin: boolean;
  /** Where this account signs in. */
  signInPath: '/login' | '/login/associate' | '/login/vendor';
  /** Where it lands once signed in. */
  homePath: string;
}

/**
 * The six demo accounts, one per role. The README, the tests and the start banner
 * read this list. The admin is also a finance associate: admin is a flag on top of a role, and
 * this way the admin can sign in at the staff login and use both the associate portal and /admin.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'partner@partycentral.com.au',
    name: 'Bella Martin',
    label: 'Partner',
    role: 'partner',
    associateRole: null,
    isAdmin: false,
    signInPath: '/login',
    homePath: '/partner',
  },
  {
    email: 'vendor@partycentral.com.au',
    name: 'Liam O’Connor',
    label: 'Vendor',
    role: 'vendor',
    associateRole: null,
    isAdmin: false,
    signInPath: '/login/vendor',
    homePath: '/vendor',
  },
  {
    email: 'sales@partycentral.com.au',
    name: 'Chloe Nguyen',
    label: 'Associate (sales)',
    role: 'associate',
    associateRole: 'sales',
    isAdmin: false,
    signInPath: '/login/associate',
    homePath: '/associate',
  },
  {
    email: 'products@partycentral.com.au',
    name: 'Daniel Kowalski',
    label: 'Associate (product management)',
    role: 'associate',
    associateRole: 'product_management',
    isAdmin: false,
    signInPath: '/login/associate',
    homePath: '/associate',
  },
  {
    email: 'finance@partycentral.com.au',
    name: 'Aisha Rahman',
    label: 'Associate (finance)',
    role: 'associate',
    associateRole: 'finance',
    isAdmin: false,
    signInPath: '/login/associate',
    homePath: '/associate',
  },
  {
    email: 'admin@partycentral.com.au',
    name: 'Grace Thompson',
    label: 'Admin (also finance associate)',
    role: 'associate',
    associateRole: 'finance',
    isAdmin: true,
    signInPath: '/login/associate',
    homePath: '/admin',
  },
];

/** The lines main.ts prints at start, so whoever ran `npm start` can sign in at once. */
export function demoAccountsBanner(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.email.padEnd(width)}  ${DEMO_PASSWORD}  ${a.label.padEnd(32)} ${base}${a.signInPath}`,
  );
  return ['', `Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...lines, ''].join('\n');
}

export interface DemoCompanyMember {
  email: string;
  name: string;
  role: 'admin' | 'buyer' | 'approver' | 'viewer';
  /** AUD with cents, or null for none. */
  orderLimit: string | null;
  monthlyLimit: string | null;
}

/**
 * The demo partner's company, Confetti & Co. Events, buys as a team (docs/product/company-accounts.md):
 * Bella Martin owns it; these four work in it. They sign in at /login with the demo password. The
 * README lists them.
 */
export const DEMO_COMPANY_MEMBERS: readonly DemoCompanyMember[] = [
  {
    email: 'team.admin@partycentral.com.au',
    name: 'Ethan Brooks',
    role: 'admin',
    orderLimit: null,
    monthlyLimit: null,
  },
  {
    email: 'buyer@partycentral.com.au',
    name: 'Mia Patel',
    role: 'buyer',
    orderLimit: '500.00',
    monthlyLimit: '2000.00',
  },
  {
    email: 'approver@partycentral.com.au',
    name: 'Noah Williams',
    role: 'approver',
    orderLimit: null,
    monthlyLimit: null,
  },
  {
    email: 'viewer@partycentral.com.au',
    name: 'Grace Lee',
    role: 'viewer',
    orderLimit: null,
    monthlyLimit: null,
  },
];

/**
 * A school that buys at the Schools price list (docs/product/wholesale-buying.md): its bursar signs in
 * at /login with the demo password. The README lists it.
 */
export const DEMO_SCHOOL = {
  email: 'school@partycentral.com.au',
  name: 'Helen Park',
  company: 'Bayside Primary School',
  abn: '53 004 085 616',
} as const;
