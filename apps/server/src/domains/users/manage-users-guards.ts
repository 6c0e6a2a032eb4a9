import { type AuditAction, adminUserMessages, type Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { type AdminUserRow, countEnabledAdmins, findAdminUser } from './admin-users.repository.ts';
import { userScope } from './users.policy.ts';

export const requireUserAdmin = (principal: Principal) =>
  assertAllowed(
    userScope(principal, 'manage-users').rows === 'all',
    'You need administrator privileges to access this page.',
  );

/** The target user, locked for the change; 404 when there is none. */
export async function lockTargetUser(tx: Tx, userId: string): Promise<AdminUserRow> {
  const user = await findAdminUser(tx, userId);
  if (!user) throw notFound('User');
  return user;
}

/** 409 when the change would leave no enabled administrator (spec: the last admin stays). */
export async function assertNotLastAdmin(tx: Tx, target: AdminUserRow): Promise<void> {
  if (!target.isAdmin || target.disabled) return;
  if ((await countEnabledAdmins(tx)) <= 1) throw new AppError('CONFLICT', adminUserMessages.lastAdmin);
}

/** A person on the audit screen: the name, and the email that tells two of one name apart. */
export const userLabel = (user: { name: string; email: string }) => `${user.name} (${user.email})`;

/** The audit row and the live event every user change writes, in the change's transaction. */
export async function recordUserChange(
  tx: Tx,
  admin: Principal,
  target: Pick<AdminUserRow, 'id' | 'name' | 'email'>,
  action: AuditAction & `user.${string}`,
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
) {
  await recordAudit(tx, admin, {
    action,
    entity: { id: target.id, label: userLabel(target) },
    oldValues,
    newValues,
  });
  const userId = target.id;
  await publishEvent(tx, { userIds: [userId], admins: true, type: 'user.changed', data: { userId } });
}
