import {
  type AuditAction,
  adminUserMessages,
  mayChangeAccountOf,
  type Principal,
  rankDeniedMessage,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { accountScope } from './accounts.policy.ts';
import {
  type AdminUserRow,
  countEnabledAdmins,
  countEnabledSuperAdmins,
  findAdminUser,
} from './admin-users.repository.ts';

export const requireUserAdmin = (principal: Principal) =>
  assertAllowed(
    accountScope(principal, 'manage-users').rows === 'all',
    'You need administrator privileges to access this page.',
  );

/** Changing an account (role, Active, reset, sessions, department): super admins and admins. */
export const requireAccountAdmin = (principal: Principal) =>
  assertAllowed(
    accountScope(principal, 'change-users').rows === 'all',
    rankDeniedMessage(principal.adminRank),
  );

/** Granting, changing or removing administrator access: super admins only. */
export const requireSuperAdmin = (principal: Principal) =>
  assertAllowed(accountScope(principal, 'change-admins').rows === 'all', adminUserMessages.superAdminOnly);

/** Another administrator's account is changed by a super admin only; one's own by any account admin. */
export function assertMayChangeAccountOf(admin: Principal, target: AdminUserRow): void {
  requireAccountAdmin(admin);
  assertAllowed(mayChangeAccountOf(admin, target), adminUserMessages.adminAccount);
}

/** 409 when the change would leave no enabled super admin, who alone can grant administrator access. */
export async function assertNotLastSuperAdmin(tx: Tx, target: AdminUserRow): Promise<void> {
  if (!target.isAdmin || target.adminRole !== 'super_admin' || target.disabled) return;
  if ((await countEnabledSuperAdmins(tx)) <= 1)
    throw new AppError('CONFLICT', adminUserMessages.lastSuperAdmin);
}

/** The target user, locked for the change; 404 when there is none. */
export async function lockTargetUser(tx: Tx, userId: string): Promise<AdminUserRow> {
  const user = await findAdminUser(tx, userId);
  if (!user) throw notFound('User');
  return user;
}

/** 409 when the change would leave no enabled administrator (docs/product/access.md: the last admin stays). */
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
