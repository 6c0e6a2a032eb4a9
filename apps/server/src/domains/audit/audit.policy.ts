import type { Principal } from '@party/shared';
import { allRows, isAdmin, noRows, type RowScope } from '../../lib/row-policy.ts';

export const auditReadActions = ['read-audit'] as const;
export type AuditReadAction = (typeof auditReadActions)[number];

/**
 * Every administrator, of any rank, reads the whole audit log; nobody else reads any of it
 * (docs/product/admin-area.md). The audit domain keeps its own rule so it needs nothing above it.
 */
export function auditScope(principal: Principal, _action: AuditReadAction): RowScope {
  return isAdmin(principal) ? allRows : noRows;
}
