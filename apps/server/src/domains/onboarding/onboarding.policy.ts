import { isAccountAdmin, type Principal } from '@party/shared';
import { allRows, isAdmin, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const onboardingActions = [
  'apply',
  'read-application',
  'review-applications',
  'decide-applications',
] as const;
export type OnboardingAction = (typeof onboardingActions)[number];

/**
 * Everyone signed in applies for a role and reads their own applications; any admin lists everyone's
 * applications. Deciding one grants a role, so it goes by rank (docs/product/access.md): super admins
 * and admins decide applications.
 */
export function onboardingScope(principal: Principal, action: OnboardingAction): RowScope {
  switch (action) {
    case 'review-applications':
      return isAdmin(principal) ? allRows : noRows;
    case 'decide-applications':
      return isAccountAdmin(principal) ? allRows : noRows;
    default:
      return ownRows(principal);
  }
}
