import type { Principal, Profile } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { accountScope } from './accounts.policy.ts';
import { findProfile, type ProfileRow } from './profiles.repository.ts';

export function toProfile(row: ProfileRow): Profile {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The caller's own profile; there is no way to read another user's through this. */
export async function getMyProfile(db: Db, principal: Principal): Promise<Profile> {
  const owner = ownerOf(accountScope(principal, 'read-profile'));
  const row = await findProfile(db, owner);
  if (!row) throw notFound('Profile');
  return toProfile(row);
}
