import type { AdminUser } from '@party/shared';
import type { AdminUserRow } from './admin-users.repository.ts';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    associateRole: row.role === 'associate' ? (row.associateRole ?? 'sales') : null,
    isAdmin: row.isAdmin,
    adminRole: row.isAdmin ? (row.adminRole ?? 'admin') : null,
    active: !row.disabled,
    twoFactorEnabled: row.twoFactorEnabled,
    sessions: row.sessions,
    createdAt: row.createdAt.toISOString(),
  };
}
