import type { Principal, Profile, UpdateProfile } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { type CompanyDetails, writeCompanyDetails } from '../companies/company-details.ts';
import { accountScope } from './accounts.policy.ts';
import { readProfile } from './get-my-profile.ts';
import { saveProfile } from './profiles.repository.ts';

/**
 * Saves the caller's name, phone and avatar, and the Business details (company name, ABN with its
 * checksum checked by the contract, business type) to their company, which only owners and admins
 * may change (docs/product/company-accounts.md, "Roles"; a 403 names the role). The email is the
 * sign-in address and is not part of the input at all.
 */
export async function updateMyProfile(
  db: Db,
  principal: Principal,
  changes: UpdateProfile,
): Promise<Profile> {
  const owner = ownerOf(accountScope(principal, 'update-profile'));
  const { companyName, abn, businessType, email: _never, ...personal } = changes;
  const business: Partial<CompanyDetails> = {
    ...(companyName !== undefined ? { companyName } : {}),
    ...(abn !== undefined ? { abn } : {}),
    ...(businessType !== undefined ? { businessType } : {}),
  };
  return db.transaction(async (tx) => {
    if (Object.keys(business).length > 0) await writeCompanyDetails(tx, principal, business);
    if (!(await saveProfile(tx, owner, personal))) throw notFound('Profile');
    return readProfile(tx, principal, owner);
  });
}
