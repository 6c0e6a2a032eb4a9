import type { UserRole } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one rule for a user's role: their first user_roles row (oldest, then by id), or null when they
 * have none. An SQL subquery for the user `userId` names — a bound id, or by default the `users` row
 * of the query it sits in. Inside select fields Drizzle prints columns without their table, so the
 * default names its own, and the subquery names its table rather than taking the schema's (this file
 * is not a repository, so other domains' repositories may use it).
 */
export function primaryRoleOf(userId: SQL | string = sql`"users"."id"`): SQL<UserRole | null> {
  return sql<UserRole | null>`(select r.role from user_roles r where r.user_id = ${userId}
    order by r.created_at, r.id limit 1)`;
}
