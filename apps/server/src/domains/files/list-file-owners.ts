import type { FileOwnerList, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { fileScope } from './files.policy.ts';
import { findOwners } from './files.repository.ts';
import { isoOf } from './to-admin-file.ts';

/** Advanced Files: uploads grouped by owner (count, bytes, latest upload), latest first. */
export async function listFileOwners(
  db: Db,
  principal: Principal,
  query: { search?: string; page: number; pageSize: number },
): Promise<FileOwnerList> {
  assertAllowed(fileScope(principal, 'list').rows === 'all');
  const { items, total } = await findOwners(db, query.search, query.page, query.pageSize);
  return paged(
    items.map((owner) => ({ ...owner, latestUpload: isoOf(owner.latestUpload) })),
    total,
    query,
  );
}
