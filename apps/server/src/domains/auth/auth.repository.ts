import type { AdminRank, AssociateRole } from '@party/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { AccessRow } from '../accounts/find-account.ts';
import { primaryRoleOf } from '../accounts/primary-role.ts';
import { companyIdOf, companyRoleOf } from '../companies/company-membership.ts';

export interface SessionAccessRow extends AccessRow {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  lastActiveAt: Date;
}

// The session row and its user are auth's; the subqueries read the account's profile and roles
// (accounts' tables) and the latest application's status (onboarding's) by name, so the principal of
// every signed-in request costs one statement. Built once per database and sent as a named prepared statement: on PostgreSQL each connection
// parses and plans it once; it runs on every signed-in request.
const sessionAccessStatements = new WeakMap<object, ReturnType<typeof prepareSessionAccess>>();

function prepareSessionAccess(tx: Tx) {
  return tx
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      email: users.email,
      userName: users.name,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      disabled: users.disabled,
      // Drizzle prints columns without their table inside select fields: the subqueries say "sessions".
      profileName: sql<string | null>`(select p.name from profiles p where p.id = "sessions"."user_id")`,
      role: primaryRoleOf(sql`"sessions"."user_id"`),
      isAdmin: sql<boolean>`exists (select 1 from admin_roles a where a.user_id = "sessions"."user_id" and a.is_admin)`,
      adminRank: sql<AdminRank | null>`(select a.role from admin_roles a where a.user_id = "sessions"."user_id" and a.is_admin limit 1)`,
      associateRole: sql<AssociateRole | null>`(select s.role from associate_roles s where s.user_id = "sessions"."user_id" limit 1)`,
      onboardingStatus: sql<
        AccessRow['onboardingStatus']
      >`(select o.status from onboarding_applications o where o.user_id = "sessions"."user_id" order by o.submitted_at desc, o.id limit 1)`,
      companyId: companyIdOf(sql`"sessions"."user_id"`),
      companyRole: companyRoleOf(sql`"sessions"."user_id"`),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), sql`${sessions.expiresAt} > now()`))
    .prepare('session_access');
}

/**
 * The live session with this token (not expired) and everything its user's principal needs, in one
 * statement; null once the session row is gone (sign-out, revoked, password changed, user disabled).
 */
export async function findSessionAccess(tx: Tx, token: string): Promise<SessionAccessRow | null> {
  let statement = sessionAccessStatements.get(tx);
  if (!statement) {
    statement = prepareSessionAccess(tx);
    sessionAccessStatements.set(tx, statement);
  }
  const [row] = await statement.execute({ token });
  if (!row) return null;
  return {
    ...row,
    expiresAt: asDate(row.expiresAt),
    createdAt: asDate(row.createdAt),
    lastActiveAt: asDate(row.lastActiveAt),
  };
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Records a use of the session (the idle timeout counts from the last one). */
export async function touchSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ lastActiveAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends one session: its cookie resolves to nobody from now on, on every instance. */
export async function deleteSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function isUserDisabled(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ disabled: users.disabled }).from(users).where(eq(users.id, userId));
  return row?.disabled ?? false;
}
