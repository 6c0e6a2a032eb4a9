import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY_MEMBERS,
  DEMO_PASSWORD,
  DEMO_SCHOOL,
  type DemoAccount,
} from '../../apps/server/src/seed/demo-accounts.ts';
import { extraPartners } from '../../apps/server/src/seed/people-data.ts';

/** The demo accounts the server seeds (read from the seed, never copied), named by what they are. */
export type DemoRole =
  | 'partner'
  | 'vendor'
  | 'sales'
  | 'product_management'
  | 'finance'
  | 'admin'
  // The demo partner's company's members (README, "Demo accounts").
  | 'company_admin'
  | 'company_buyer'
  | 'company_approver'
  | 'company_viewer'
  // A school buying at the Schools price list (README, "Demo accounts").
  | 'school'
  // Harbour Events Co., a seeded partner with its own contract prices and a history of orders.
  | 'contract_partner'
  // Barossa Weddings & Events, on Net 15 with an overdue invoice whose reminder goes at start (README).
  | 'account_partner';

/** A seeded partner beyond the six demo accounts, by their company (README, "Demo accounts"). */
function seededPartner(company: string): DemoLogin {
  const partner = extraPartners.find((p) => p.company === company);
  if (!partner) throw new Error(`The seed has no ${company}`);
  return {
    email: partner.email,
    name: partner.name,
    label: partner.company,
    role: 'partner',
    associateRole: null,
    isAdmin: false,
    signInPath: '/login',
    homePath: '/partner',
    password: DEMO_PASSWORD,
  };
}

function companyMember(role: 'admin' | 'buyer' | 'approver' | 'viewer'): DemoAccount {
  const member = DEMO_COMPANY_MEMBERS.find((m) => m.role === role);
  if (!member) throw new Error(`The seed has no company ${role}`);
  return {
    email: member.email,
    name: member.name,
    label: `Company ${role}`,
    role: 'partner',
    associateRole: null,
    isAdmin: false,
    signInPath: '/login',
    homePath: '/partner',
  };
}

export type DemoLogin = DemoAccount & { password: string };

export function demoAccount(role: DemoRole): DemoLogin {
  if (role === 'contract_partner') return seededPartner('Harbour Events Co.');
  if (role === 'account_partner') return seededPartner('Barossa Weddings & Events');
  if (role === 'school')
    return {
      email: DEMO_SCHOOL.email,
      name: DEMO_SCHOOL.name,
      label: 'School',
      role: 'partner',
      associateRole: null,
      isAdmin: false,
      signInPath: '/login',
      homePath: '/partner',
      password: DEMO_PASSWORD,
    };
  if (role.startsWith('company_'))
    return { ...companyMember(role.slice('company_'.length) as 'admin'), password: DEMO_PASSWORD };
  const account = DEMO_ACCOUNTS.find((a) => {
    if (role === 'admin') return a.isAdmin;
    if (a.isAdmin) return false;
    return role === 'partner' || role === 'vendor' ? a.role === role : a.associateRole === role;
  });
  if (!account) throw new Error(`The seed has no demo account for ${role}`);
  return { ...account, password: DEMO_PASSWORD };
}

/** True for a seeded demo account (not one a test signed up itself). */
export function isDemoAccount(account: { email: string }): boolean {
  return [...DEMO_ACCOUNTS, ...DEMO_COMPANY_MEMBERS, DEMO_SCHOOL].some((a) => a.email === account.email);
}
