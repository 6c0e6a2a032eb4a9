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
  'read-audit',
] as const;
export type AccountAction = (typeof accountActions)[number];

/**
 * Everyone signed in reads and changes their own profile and email preferences; any admin lists
 * users and reads the audit log. Changing them goes by rank (docs/product/access.md): super admins
 * and admins change accounts; only super admins change who is an administrator, and how.
 */
export function accountScope(principal: Principal, action: AccountAction): RowScope {
  switch (action) {
    case 'manage-users':
    case 'read-audit':
      return isAdmin(principal) ? allRows : noRows;
    case 'change-users':
      return isAccountAdmin(principal) ? allRows : noRows;
    case 'change-admins':
      return isSuperAdmin(principal) ? allRows : noRows;
    default:
      return ownRows(principal);
  }
}
