import type { PartnerBusinessType } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { companies, companyMembers } from '../../db/schema/index.ts';

export interface NewCompany {
  name: string;
  abn?: string | null;
  businessType?: PartnerBusinessType | null;
}

/** Writes a company and returns its id. */
export async function insertCompany(tx: Tx, company: NewCompany): Promise<string> {
  const [row] = await tx
    .insert(companies)
    .values({ name: company.name, abn: company.abn ?? null, businessType: company.businessType ?? null })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

/** Makes the user the company's owner (no limits: docs/product/company-accounts.md, "Roles"). */
export async function insertOwnerMembership(tx: Tx, companyId: string, userId: string): Promise<void> {
  await tx.insert(companyMembers).values({ userId, companyId, role: 'owner' });
}
