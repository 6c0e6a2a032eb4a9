import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerCreditLimits } from '../../db/schema/index.ts';
import { companyIdOf } from '../companies/company-membership.ts';

// The credit line is the company's (docs/product/company-accounts.md): a member's charge uses their company's.

export interface CreditLine {
  status: string;
  availableAmount: string;
}

export async function findCreditLine(tx: Tx, partnerId: string): Promise<CreditLine | null> {
  const [row] = await tx
    .select({ status: partnerCreditLimits.status, availableAmount: partnerCreditLimits.availableAmount })
    .from(partnerCreditLimits)
    .where(eq(partnerCreditLimits.companyId, companyIdOf(partnerId)));
  return row ? { status: row.status, availableAmount: row.availableAmount ?? '0' } : null;
}

/**
 * Uses `amount` of an active credit line in one guarded statement: nothing changes (null) when the
 * line is not active or less than the amount is available, so concurrent orders cannot overdraw it.
 */
export async function useCredit(tx: Tx, partnerId: string, amount: string): Promise<boolean> {
  const rows = await tx
    .update(partnerCreditLimits)
    .set({ usedAmount: sql`${partnerCreditLimits.usedAmount} + ${amount}::numeric`, updatedAt: sql`now()` })
    .where(
      and(
        eq(partnerCreditLimits.companyId, companyIdOf(partnerId)),
        eq(partnerCreditLimits.status, 'active'),
        sql`${partnerCreditLimits.approvedLimit} - ${partnerCreditLimits.usedAmount} >= ${amount}::numeric`,
      ),
    )
    .returning({ id: partnerCreditLimits.id });
  return rows.length > 0;
}

export async function releaseCredit(tx: Tx, partnerId: string, amount: string): Promise<void> {
  await tx
    .update(partnerCreditLimits)
    .set({
      usedAmount: sql`greatest(${partnerCreditLimits.usedAmount} - ${amount}::numeric, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(partnerCreditLimits.companyId, companyIdOf(partnerId)));
}
