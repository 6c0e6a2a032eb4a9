import {
  type CompanyAction,
  type CompanyRole,
  companyMay,
  companyRoleDeniedMessage,
  companyTexts,
  type Principal,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { findMembership, lockMemberRow, type MemberRow } from './members.repository.ts';

/**
 * The caller's membership, read in the use case's transaction (not the principal's, which was read
 * before it), and refused when their role may not do the action (docs/product/company-accounts.md, "Roles").
 */
export async function requireMembership(
  tx: Tx,
  caller: Principal,
  action: CompanyAction,
): Promise<MemberRow> {
  const me = await findMembership(tx, caller.userId);
  if (!me) throw forbidden("You don't belong to a partner company.");
  if (!companyMay(me.role, action)) throw forbidden(companyRoleDeniedMessage(me.companyName, me.role));
  return me;
}

/** A member of the caller's company, locked; anyone else's member is a 404. */
export async function lockMember(tx: Tx, companyId: string, userId: string): Promise<MemberRow> {
  const member = await lockMemberRow(tx, companyId, userId);
  if (!member) throw notFound('Member');
  return member;
}

/** The owner stays until they hand the company over (docs/product/company-accounts.md, "Removing, leaving, ownership"). */
export function assertNotOwner(member: Pick<MemberRow, 'role' | 'companyName'>): void {
  if (member.role === 'owner')
    throw new AppError('CONFLICT', companyTexts.ownerCannotLeave(member.companyName));
}

/**
 * Whether the caller may change or remove someone of this role: nobody over themselves, admins not
 * over the owner or other admins (docs/product/company-accounts.md, "Roles"). An invitation counts
 * as the role it gives.
 */
export function assertMayManage(
  caller: Pick<MemberRow, 'userId' | 'role'>,
  target: { userId?: string; role: CompanyRole },
) {
  if (target.userId === caller.userId) throw forbidden(companyTexts.notOverYourself);
  if (caller.role === 'owner') return;
  if (target.role === 'owner' || target.role === 'admin') throw forbidden(companyTexts.notOverOwnerOrAdmin);
}

/** Tells every open page of the company to refetch its members, invitations and /api/me. */
export async function announceCompanyChange(tx: Tx, companyId: string): Promise<void> {
  await publishEvent(tx, { companyIds: [companyId], type: 'company.changed', data: { companyId } });
}
