import type { AdminFileList, FileListParams, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { fileScope } from './files.policy.ts';
import { findFiles, findPurposes } from './files.repository.ts';
import { toAdminFile } from './to-admin-file.ts';

/**
 * One page of every upload, searched and filtered, with the count and bytes of every match (past
 * LIST_COUNT_CAP the count stops, `totalCapped` says so, and the bytes are of the counted ones).
 */
export async function listFiles(db: Db, principal: Principal, query: FileListParams): Promise<AdminFileList> {
  assertAllowed(fileScope(principal, 'list').rows === 'all');
  const { sort, page, pageSize, ...filter } = query;
  const found = await findFiles(db, filter, sort, page, pageSize);
  return {
    ...paged(found.items.map(toAdminFile), found.counted, { page, pageSize }),
    totalBytes: found.totalBytes,
    purposes: await findPurposes(db),
  };
}
