import type { Principal } from '@party/shared';
import { allRows, isAdmin, noRows, type RowScope } from '../../lib/row-policy.ts';

export const fileActions = ['list', 'download', 'delete'] as const;
export type FileAction = (typeof fileActions)[number];

/**
 * Every upload (the files table) as a whole is the admins' (docs/product/admin-area.md: Files): they list,
 * preview, download and delete any file. An owner reaches their own uploads through the domain
 * that made them (a vendor's documents), never through this one.
 */
export function fileScope(principal: Principal, _action: FileAction): RowScope {
  return isAdmin(principal) ? allRows : noRows;
}
