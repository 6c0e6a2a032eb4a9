import { creditLimitRequests, partnerCreditLimits } from '../db/schema/index.ts';
import type { Partner, SeedContext } from './context.ts';
import { daysAgo, money } from './random.ts';
import type { SeededOrder } from './seed-orders.ts';
import type { People } from './seed-people.ts';
import type { TicketSpec } from './seed-support.ts';

interface CreditRequestPlan {
  key: string;
  partner: Partner;
  requestedCents: number;
  spendingCents: number;
  reason: string;
  status: 'pending' | 'under_review' | 'approved' | 'rejected';
  ageDays: number;
}

function plans(people: People): CreditRequestPlan[] {
  const [demo, olivia, marcus, priya, jack, emily] = people.partners;
  if (!demo || !olivia || !marcus || !priya || !jack || !emily) throw new Error('demo partners missing');
  return [
    {
      key: 'credit-demo-opening',
      partner: demo,
      requestedCents: 1_500_000,
      spendingCents: 600_000,
      status: 'approved',
      ageDays: 300,
      reason: 'Opening a trade account for our events business; we order weekly for corporate functions.',
    },
    {
      key: 'credit-demo-increase',
      partner: demo,
      requestedCents: 2_500_000,
      spendingCents: 1_100_000,
      status: 'pending',
      ageDays: 1.5,
      reason: 'Spring wedding season doubles our volume from September to December.',
    },
    {
      key: 'credit-olivia',
      partner: olivia,
      requestedCents: 2_500_000,
      spendingCents: 1_400_000,
      status: 'approved',
      ageDays: 250,
      reason: 'Harbourside corporate events need large orders on 45-day terms.',
    },
    {
      key: 'credit-emily',
      partner: emily,
      requestedCents: 800_000,
      spendingCents: 300_000,
      status: 'approved',
      ageDays: 120,
      reason: 'Winery weddings every weekend; we prefer to pay monthly.',
    },
    {
      key: 'credit-marcus',
      partner: marcus,
      requestedCents: 1_000_000,
      spendingCents: 450_000,
      status: 'pending',
      ageDays: 0.6,
      reason: 'Opening a second studio in Collingwood and need stock on terms.',
    },
    {
      key: 'credit-priya',
      partner: priya,
      requestedCents: 500_000,
      spendingCents: 250_000,
      status: 'under_review',
      ageDays: 4,
      reason: 'Seasonal hire business, most orders between October and March.',
    },
    {
      key: 'credit-jack',
      partner: jack,
      requestedCents: 5_000_000,
      spendingCents: 200_000,
      status: 'rejected',
      ageDays: 70,
      reason: 'Want to buy all stock for next year upfront on credit.',
    },
  ];
}

/** The support tickets each credit request opens (category credit_limit, status open). */
export function creditTickets(people: People): TicketSpec[] {
  return plans(people).map((p) => ({
    key: p.key,
    submitter: p.partner,
    assignee: p.status === 'pending' ? null : people.finance,
    title: `Credit limit request: $${money(p.requestedCents)}`,
    description: p.reason,
    category: 'credit_limit',
    priority: 'medium',
    status: p.status === 'approved' || p.status === 'rejected' ? 'closed' : 'open',
    ageDays: p.ageDays,
    resolutionNotes: p.status === 'approved' ? 'Credit limit approved.' : 'Credit limit request declined.',
  }));
}

export async function seedCredit(
  ctx: SeedContext,
  people: People,
  ticketIds: Map<string, string>,
  orders: SeededOrder[],
) {
  const { tx, now } = ctx;
  const all = plans(people);
  await tx.insert(creditLimitRequests).values(
    all.map((p) => {
      const reviewed = p.status !== 'pending';
      const decided = p.status === 'approved' || p.status === 'rejected';
      return {
        partnerId: p.partner.id,
        companyId: p.partner.companyId,
        requestedLimit: money(p.requestedCents),
        currentSpending: money(p.spendingCents),
        reason: p.reason,
        ticketId: ticketIds.get(p.key) ?? null,
        metadata: { browser: 'Chrome 131 on macOS', timestamp: daysAgo(now, p.ageDays).toISOString() },
        status: p.status,
        priority: 'medium' as const,
        reviewedBy: reviewed ? people.finance.id : null,
        reviewedAt: decided ? daysAgo(now, Math.max(p.ageDays - 2, 0.5)) : null,
        approvalNotes: p.status === 'approved' ? 'Strong payment history with two trade references.' : null,
        reviewerNotes:
          p.status === 'rejected'
            ? 'Requested limit is far above current spending; please reapply after six months of orders.'
            : null,
        createdAt: daysAgo(now, p.ageDays),
        updatedAt: daysAgo(now, Math.max(p.ageDays - 2, 0.1)),
      };
    }),
  );

  // Used credit = orders on account not yet delivered or cancelled.
  const used = (partnerId: string) =>
    orders
      .filter(
        (o) =>
          o.partnerId === partnerId &&
          o.paymentMethod === 'account' &&
          ['pending', 'processing', 'shipped'].includes(o.status),
      )
      .reduce((s, o) => s + o.totalCents, 0);
  const terms = {
    'credit-demo-opening': 'net_30',
    'credit-olivia': 'net_45',
    'credit-emily': 'net_15',
  } as const;
  const scores = { 'credit-demo-opening': 82, 'credit-olivia': 91, 'credit-emily': 74 } as const;
  await tx.insert(partnerCreditLimits).values(
    (Object.keys(terms) as (keyof typeof terms)[]).map((key) => {
      const plan = all.find((p) => p.key === key);
      if (!plan) throw new Error(`credit plan ${key} missing`);
      return {
        companyId: plan.partner.companyId,
        approvedLimit: money(plan.requestedCents),
        usedAmount: money(used(plan.partner.id)),
        paymentTerms: terms[key],
        status: 'active' as const,
        creditScore: scores[key],
        notes: 'Approved from credit limit request.',
        approvedBy: people.finance.id,
        approvedAt: daysAgo(now, plan.ageDays - 2),
        createdAt: daysAgo(now, plan.ageDays - 2),
      };
    }),
  );
}
