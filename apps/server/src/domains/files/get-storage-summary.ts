import type { FileStorageSummary, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { fileScope } from './files.policy.ts';
import { sumStorage } from './files.repository.ts';

/** Storage used by every upload, in total, by type (image, PDF, other) and by purpose. */
export async function getStorageSummary(db: Db, principal: Principal): Promise<FileStorageSummary> {
  assertAllowed(fileScope(principal, 'list').rows === 'all');
  return sumStorage(db);
}
