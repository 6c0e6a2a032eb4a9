import type { Principal, Profile, UpdateProfile } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { accountScope } from './accounts.policy.ts';
import { toProfile } from './get-my-profile.ts';
import { findProfile, saveProfile } from './profiles.repository.ts';

/**
 * Saves the caller's name, company, phone, ABN (checksum checked by the contract) and avatar. The
 * email is the sign-in address and is not part of the input at all.
 */
export async function updateMyProfile(
  db: Db,
  principal: Principal,
  changes: UpdateProfile,
): Promise<Profile> {
  const owner = ownerOf(accountScope(principal, 'update-profile'));
  return db.transaction(async (tx) => {
    if (!(await saveProfile(tx, owner, changes))) throw notFound('Profile');
    return toProfile((await findProfile(tx, owner))!);
  });
}
