import { z } from 'zod';

/**
 * What staff see of a partner's order, quote or ticket: the company and the member who placed it
 * (docs/product/company-accounts.md, "What staff see"; docs/decisions/0019-company-accounts.md §7).
 */
export const companyRefSchema = z.object({ id: z.string(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const placedBySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PlacedBy = z.infer<typeof placedBySchema>;

/**
 * 'Confetti & Co. Events · placed by Bella Martin'; the member alone without a company, null with
 * neither (a visitor's quote).
 */
export function companyAndMember(company: CompanyRef | null, placedBy: PlacedBy | null): string | null {
  if (company && placedBy) return `${company.name} · placed by ${placedBy.name}`;
  return company?.name ?? placedBy?.name ?? null;
}
