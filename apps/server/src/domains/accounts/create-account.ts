import type { AdminRank, AssociateRole, UserRole } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { companyNameFor, openCompany } from '../companies/open-company.ts';
import { insertUserWithRoles } from './accounts.repository.ts';
import { hashPassword } from './password.ts';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  role: UserRole | null;
  associateRole?: AssociateRole | null;
  isAdmin?: boolean;
  /** The administrator's rank when isAdmin (default admin). */
  adminRank?: AdminRank;
  emailVerified?: boolean;
}

/**
 * Writes a ready-to-use account directly (demo seed, tests): user, credential account with the same
 * argon2id hash better-auth writes, profile, email preferences and the given roles; a partner also
 * owns a company of one, as at sign-up (docs/decisions/0019-company-accounts.md §10).
 */
export async function createAccount(tx: Tx, account: NewAccount): Promise<string> {
  const userId = await insertUserWithRoles(tx, {
    email: account.email,
    name: account.name,
    passwordHash: await hashPassword(account.password),
    emailVerified: account.emailVerified ?? true,
    role: account.role,
    associateRole: account.associateRole ?? null,
    isAdmin: account.isAdmin ?? false,
    adminRank: account.adminRank ?? 'admin',
  });
  if (account.role === 'partner')
    await openCompany(tx, { ownerId: userId, name: companyNameFor(account.name) });
  return userId;
}
