import type { CompanyRole } from '@party/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The user's company and role in it, read by primary key inside the statement that resolves a
 * principal (docs/decisions/0019-company-accounts.md §4), so a change shows on the very next request.
 * SQL subqueries for the user `userId` names; like accounts' primary-role.ts they name their table
 * rather than take the schema's (this file is not a repository: other domains' repositories use it).
 */
export function companyIdOf(userId: SQL | string): SQL<string | null> {
  return sql<string | null>`(select m.company_id from company_members m where m.user_id = ${userId})`;
}

export function companyRoleOf(userId: SQL | string): SQL<CompanyRole | null> {
  return sql<CompanyRole | null>`(select m.role from company_members m where m.user_id = ${userId})`;
}

/** The name of the user's company (null without one): staff pickers show it beside the person. */
export function companyNameOf(userId: SQL | string): SQL<string | null> {
  return sql<string | null>`(select c.name from company_members m join companies c on c.id = m.company_id
    where m.user_id = ${userId})`;
}
