import type { PartnerBusinessType, Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { findCompany, updateCompanyRow } from './companies.repository.ts';
import { assertCompanyMay } from './company-role-guard.ts';
import { companyNameFor } from './open-company.ts';

export interface CompanyDetails {
  companyName: string | null;
  abn: string | null;
  businessType: PartnerBusinessType | null;
}

const none: CompanyDetails = { companyName: null, abn: null, businessType: null };

/** The Business details of the caller's company; none for a caller without one (staff, vendors). */
export async function readCompanyDetails(tx: Tx, companyId: string | null): Promise<CompanyDetails> {
  const company = companyId ? await findCompany(tx, companyId) : null;
  if (!company) return none;
  return { companyName: company.name, abn: company.abn, businessType: company.businessType };
}

/**
 * Writes the given Business details to the caller's company, inside the caller's transaction; owners
 * and admins only (docs/product/company-accounts.md, "Roles"). A company always has a name, so an
 * emptied name falls back to "{name}'s company" as a new company's does.
 */
export async function writeCompanyDetails(
  tx: Tx,
  principal: Principal,
  changes: Partial<CompanyDetails>,
): Promise<void> {
  const companyId = await assertCompanyMay(tx, principal, 'edit-business');
  const { companyName, ...rest } = changes;
  await updateCompanyRow(tx, companyId, {
    ...rest,
    ...(companyName !== undefined ? { name: companyNameFor(principal.name, companyName) } : {}),
  });
}
