import type { Principal } from '@party/shared';
import { allRows, isAdmin, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const userActions = [
  'read-profile',
  'update-profile',
  'read-preferences',
  'update-preferences',
  'apply',
  'read-application',
  'review-applications',
  'manage-users',
  'read-audit',
] as const;
export type UserAction = (typeof userActions)[number];

/**
 * Everyone signed in reads and changes their own profile and email preferences, applies for a role
 * and reads their own applications; only an admin lists and decides everyone's applications, manages
 * users and roles and reads the audit log.
 */
export function userScope(principal: Principal, action: UserAction): RowScope {
  if (action === 'review-applications' || action === 'manage-users' || action === 'read-audit')
    return isAdmin(principal) ? allRows : noRows;
  return ownRows(principal);
}
