import type { Principal } from '@party/shared';
import { isAdmin, noRows, ownRows, type RowScope } from '../../lib/row-policy.ts';

export const notificationActions = ['list', 'mark-read', 'send-to-others'] as const;
export type NotificationAction = (typeof notificationActions)[number];

/**
 * Everyone signed in reads and marks their own bell; only an admin writes notifications into
 * other users' bells (/admin/notifications).
 */
export function notificationScope(principal: Principal, action: NotificationAction): RowScope {
  if (action === 'send-to-others') return isAdmin(principal) ? { rows: 'all' } : noRows;
  return ownRows(principal);
}
