import { companyTexts } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteCompanyRow, isCompanyEmpty, type MemberRow } from './members.repository.ts';

/**
 * Who may join a company, by an accepted invitation or an administrator's Add Member
 * (docs/product/company-accounts.md, "Members and invitations"; docs/decisions/0019-company-accounts.md
 * §5): not someone already in it, and a partner only from an empty company of one. `notEmpty` says
 * it in the words of whoever asked.
 */
export async function assertMayJoin(
  tx: Tx,
  current: MemberRow | null,
  company: { companyId: string; companyName: string },
  email: string,
  notEmpty: (current: MemberRow) => string,
): Promise<void> {
  if (current?.companyId === company.companyId)
    throw new AppError('CONFLICT', companyTexts.alreadyMember(email, company.companyName));
  if (current && !(await isCompanyEmpty(tx, current.companyId)))
    throw new AppError('CONFLICT', notEmpty(current));
}

/** Their empty company of one has nobody left once they joined another: it closes. */
export async function closeLeftCompany(tx: Tx, left: MemberRow | null): Promise<void> {
  if (left) await deleteCompanyRow(tx, left.companyId);
}
