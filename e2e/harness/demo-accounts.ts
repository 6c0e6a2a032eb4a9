import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY_MEMBERS,
  DEMO_PASSWORD,
  DEMO_SCHOOL,
  type DemoAccount,
} from '../../apps/server/src/seed/demo-accounts.ts';

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
  | 'school';

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
