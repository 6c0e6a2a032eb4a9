import {
  type AdminAddMemberResult,
  adminCompanyTexts,
  companyTexts,
  type InvitableRole,
  type Principal,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireAccountAdmin } from '../accounts/manage-users-guards.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { findOwnerId, findUserByEmail, lockCompanyRow } from './admin-companies.repository.ts';
import { issueInvitation } from './invite-member.ts';
import { assertMayJoin, closeLeftCompany } from './join-rule.ts';
import { announceCompanyChange, lockMember } from './member-guards.ts';
import { findMembership, saveMembership } from './members.repository.ts';
import { removeLockedMember } from './remove-member.ts';
import { companyEntity } from './to-company-views.ts';
import { handOverOwnership } from './transfer-ownership.ts';

// An administrator's changes to a company's members (docs/product/company-accounts.md, "What staff
// see"; docs/decisions/0019-company-accounts.md §7): account admins only, each audited with them as
// actor; the rules are the partners' own (remove-member.ts, transfer-ownership.ts, invite-member.ts).

type CompanyRef = { companyId: string; companyName: string };

async function lockCompany(tx: Tx, companyId: string): Promise<CompanyRef> {
  const company = await lockCompanyRow(tx, companyId);
  if (!company) throw notFound('Company');
  return company;
}

/**
 * Add Member: an existing partner from an empty company of one joins at once (the invitation's
 * join rule); an unknown email gets the invitation, the administrator as inviter.
 */
export async function addMemberAsAdmin(
  db: Db,
  admin: Principal,
  companyId: string,
  input: { email: string; role: InvitableRole },
): Promise<AdminAddMemberResult> {
  requireAccountAdmin(admin);
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const person = await findUserByEmail(tx, input.email);
    if (!person) {
      const inviter = { userId: admin.userId, name: admin.name, ...company };
      await issueInvitation(tx, admin, inviter, { email: input.email, role: input.role });
      return { outcome: 'invited', message: companyTexts.invitationSent(input.email) };
    }
    const current = await findMembership(tx, person.id);
    if (!current) throw new AppError('CONFLICT', companyTexts.staffCannotJoin);
    await assertMayJoin(tx, current, company, person.email, (c) =>
      adminCompanyTexts.notEmpty(person.email, c.companyName),
    );
    await saveMembership(tx, { userId: person.id, companyId, role: input.role, invitedBy: admin.userId });
    await closeLeftCompany(tx, current);
    await joined(tx, admin, company, { ...person, role: input.role });
    return { outcome: 'joined', message: adminCompanyTexts.joined(person.name, company.companyName) };
  });
}

async function joined(
  tx: Tx,
  admin: Principal,
  company: CompanyRef,
  person: { id: string; name: string; email: string; role: InvitableRole },
): Promise<void> {
  await createNotification(tx, {
    userId: person.id,
    title: 'You joined a company',
    message: `${admin.name} added you to ${company.companyName} on Party Central.`,
    actionUrl: '/partner/company',
  });
  await recordAudit(tx, admin, {
    action: 'company.member_added',
    entity: companyEntity(company),
    newValues: { member: person.email, role: person.role },
  });
  await announceCompanyChange(tx, company.companyId);
}

/** Remove, by an administrator: the owner stays (409 in the product's words). */
export async function removeMemberAsAdmin(
  db: Db,
  admin: Principal,
  companyId: string,
  userId: string,
): Promise<{ message: string }> {
  requireAccountAdmin(admin);
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    return removeLockedMember(tx, admin, await lockMember(tx, companyId, userId));
  });
}

/** Make Owner: a current member becomes the owner, the old owner an admin. */
export async function makeOwnerAsAdmin(
  db: Db,
  admin: Principal,
  companyId: string,
  userId: string,
): Promise<{ message: string }> {
  requireAccountAdmin(admin);
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const ownerId = await findOwnerId(tx, companyId);
    if (!ownerId) throw new AppError('CONFLICT', adminCompanyTexts.noOwner(company.companyName));
    const owner = await lockMember(tx, companyId, ownerId);
    const target = await lockMember(tx, companyId, userId);
    if (target.userId === owner.userId)
      throw new AppError('CONFLICT', adminCompanyTexts.alreadyOwner(target.name, company.companyName));
    return handOverOwnership(tx, admin, owner, target);
  });
}
