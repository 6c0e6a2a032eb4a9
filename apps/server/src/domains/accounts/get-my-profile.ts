import type { Principal, Profile } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { readCompanyDetails } from '../companies/company-details.ts';
import { accountScope } from './accounts.policy.ts';
import { findProfile } from './profiles.repository.ts';

/**
 * The person's profile with their company's Business details (company name, ABN, business type are
 * the company's: docs/product/company-accounts.md); null details for a caller without a company.
 */
export async function readProfile(tx: Tx, principal: Principal, userId: string): Promise<Profile> {
  const row = await findProfile(tx, userId);
  if (!row) throw notFound('Profile');
  const company = await readCompanyDetails(tx, principal.companyId);
  return { ...row, ...company, updatedAt: row.updatedAt.toISOString() };
}

/** The caller's own profile; there is no way to read another user's through this. */
export async function getMyProfile(db: Db, principal: Principal): Promise<Profile> {
  const owner = ownerOf(accountScope(principal, 'read-profile'));
  return readProfile(db, principal, owner);
}
