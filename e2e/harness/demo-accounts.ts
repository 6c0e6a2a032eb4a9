import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../apps/server/src/seed/demo-accounts.ts';

/** The demo accounts the server seeds (read from the seed, never copied), named by what they are. */
export type DemoRole = 'partner' | 'vendor' | 'sales' | 'product_management' | 'finance' | 'admin';

export type DemoLogin = DemoAccount & { password: string };

export function demoAccount(role: DemoRole): DemoLogin {
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
  return DEMO_ACCOUNTS.some((a) => a.email === account.email);
}
