import type { InvitableRole, InvitationState, InvitationStatus } from '@party/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { companies, companyInvitations, users } from '../../db/schema/index.ts';
import type { MemberLimits } from './members.repository.ts';

export interface InvitationRow {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  role: InvitableRole;
  orderLimit: number | null;
  monthlyLimit: number | null;
  status: InvitationStatus;
  /** The status as people read it: a pending one past its days is 'expired'. */
  state: InvitationState;
  invitedById: string | null;
  invitedBy: string | null;
  acceptedById: string | null;
  expiresAt: Date;
  lastSentAt: Date;
  createdAt: Date;
}

const inviter = alias(users, 'inviter');
const state = sql<InvitationState>`case when ${companyInvitations.status} = 'pending' and ${companyInvitations.expiresAt} <= now() then 'expired' else ${companyInvitations.status} end`;
// The link's days run in the database's clock, as the guarded accept compares them.
const expiry = sql`now() + make_interval(days => 7)`;

const columns = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  companyName: companies.name,
  email: companyInvitations.email,
  role: companyInvitations.role,
  orderLimit: companyInvitations.orderLimit,
  monthlyLimit: companyInvitations.monthlyLimit,
  status: companyInvitations.status,
  state,
  invitedById: companyInvitations.invitedBy,
  invitedBy: inviter.name,
  acceptedById: companyInvitations.acceptedBy,
  expiresAt: companyInvitations.expiresAt,
  lastSentAt: companyInvitations.lastSentAt,
  createdAt: companyInvitations.createdAt,
};

type Raw = Omit<InvitationRow, 'orderLimit' | 'monthlyLimit'> & {
  orderLimit: string | null;
  monthlyLimit: string | null;
};

const toInvitation = (row: Raw): InvitationRow => ({
  ...row,
  orderLimit: row.orderLimit === null ? null : Number(row.orderLimit),
  monthlyLimit: row.monthlyLimit === null ? null : Number(row.monthlyLimit),
});

const moneyOrNull = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));

function selectInvitations(tx: Tx) {
  return tx
    .select(columns)
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedBy));
}

export async function listInvitationRows(tx: Tx, companyId: string): Promise<InvitationRow[]> {
  const rows = await selectInvitations(tx)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(desc(companyInvitations.createdAt))
    .limit(200);
  return rows.map(toInvitation);
}

/** One invitation of this company, locked; another company's is not found (a 404). */
export async function lockInvitationRow(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(tx)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, id)))
    .for('update', { of: companyInvitations });
  return row ? toInvitation(row) : null;
}

export async function findInvitationByHash(tx: Tx, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(tx).where(eq(companyInvitations.tokenHash, tokenHash));
  return row ? toInvitation(row) : null;
}

/** Whether a pending invitation (within its days) waits for this email in the company. */
export async function hasWaitingInvitation(tx: Tx, companyId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.email, email),
        eq(companyInvitations.status, 'pending'),
        sql`${companyInvitations.expiresAt} > now()`,
      ),
    );
  return row !== undefined;
}

/** A new invitation to the same email replaces its expired one, which can no longer be used. */
export async function closeExpiredInvitation(tx: Tx, companyId: string, email: string, by: string) {
  await tx
    .update(companyInvitations)
    .set({ status: 'revoked', revokedBy: by, revokedAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.email, email),
        eq(companyInvitations.status, 'pending'),
        lte(companyInvitations.expiresAt, sql`now()`),
      ),
    );
}

export async function insertInvitation(
  tx: Tx,
  invitation: {
    companyId: string;
    email: string;
    role: InvitableRole;
    tokenHash: string;
    invitedBy: string;
  } & MemberLimits,
): Promise<string> {
  const [row] = await tx
    .insert(companyInvitations)
    .values({
      ...invitation,
      orderLimit: moneyOrNull(invitation.orderLimit),
      monthlyLimit: moneyOrNull(invitation.monthlyLimit),
      expiresAt: expiry,
    })
    .returning({ id: companyInvitations.id });
  if (!row) throw new Error('invitation insert returned no row');
  return row.id;
}

/** A new link and a new 7 days: the old hash is gone, so the old link finds nothing. */
export async function renewInvitation(tx: Tx, id: string, tokenHash: string): Promise<void> {
  await tx
    .update(companyInvitations)
    .set({
      tokenHash,
      expiresAt: expiry,
      lastSentAt: sql`now()`,
      sentCount: sql`${companyInvitations.sentCount} + 1`,
    })
    .where(eq(companyInvitations.id, id));
}

export async function revokeInvitationRow(tx: Tx, id: string, by: string): Promise<void> {
  await tx
    .update(companyInvitations)
    .set({ status: 'revoked', revokedBy: by, revokedAt: sql`now()` })
    .where(eq(companyInvitations.id, id));
}

/**
 * The one guarded statement of an accept (docs/decisions/0019-company-accounts.md §5): only a pending
 * invitation within its days turns accepted, so two accepts race to one row. Null when it did not.
 */
export async function claimInvitation(tx: Tx, tokenHash: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .update(companyInvitations)
    .set({ status: 'accepted', acceptedBy: userId, acceptedAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.tokenHash, tokenHash),
        eq(companyInvitations.status, 'pending'),
        sql`${companyInvitations.expiresAt} > now()`,
      ),
    )
    .returning({ id: companyInvitations.id });
  return row?.id ?? null;
}
