import { isAccountAdmin, isSuperAdmin, type Principal } from '@party/shared';
import { allRows, isAdmin, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const userActions = [
  'read-profile',
  'update-profile',
  'read-preferences',
  'update-preferences',
  'apply',
  'read-application',
  'review-applications',
  'decide-applications',
  'manage-users',
  'change-users',
  'change-admins',
  'read-audit',
] as const;
export type UserAction = (typeof userActions)[number];

/**
 * Everyone signed in reads and changes their own profile and email preferences, applies for a role
 * and reads their own applications; any admin lists everyone's applications and users and reads the
 * audit log. Changing them goes by rank (docs/product/access.md): super admins and admins decide
 * applications and change accounts; only super admins change who is an administrator, and how.
 */
export function userScope(principal: Principal, action: UserAction): RowScope {
  switch (action) {
    case 'review-applications':
    case 'manage-users':
    case 'read-audit':
      return isAdmin(principal) ? allRows : noRows;
    case 'decide-applications':
    case 'change-users':
      return isAccountAdmin(principal) ? allRows : noRows;
    case 'change-admins':
      return isSuperAdmin(principal) ? allRows : noRows;
    default:
      return ownRows(principal);
  }
}
