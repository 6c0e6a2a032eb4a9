import { isAccountAdmin, isSuperAdmin, type Principal } from '@party/shared';
import { allRows, isAdmin, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const accountActions = [
  'read-profile',
  'update-profile',
  'read-preferences',
  'update-preferences',
  'manage-users',
  'change-users',
  'change-admins',
] as const;
export type AccountAction = (typeof accountActions)[number];

/**
 * Everyone signed in reads and changes their own profile and email preferences; any admin lists
 * users (the audit log's own rule is audit.policy.ts). Changing them goes by rank (docs/product/access.md): super admins
 * and admins change accounts; only super admins change who is an administrator, and how.
 */
export function accountScope(principal: Principal, action: AccountAction): RowScope {
  switch (action) {
    case 'manage-users':
      return isAdmin(principal) ? allRows : noRows;
    case 'change-users':
      return isAccountAdmin(principal) ? allRows : noRows;
    case 'change-admins':
      return isSuperAdmin(principal) ? allRows : noRows;
    default:
      return ownRows(principal);
  }
}
