import {
  creditLimitStatusValues as creditLimitStatuses,
  creditRequestPriorityValues as creditRequestPriorities,
  creditRequestStatusValues as creditRequestStatuses,
} from '@party/shared/credit/contract';
import { paymentTermValues as paymentTerms } from '@party/shared/receivables/terms';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorRef, checkIn, createdAt, money, ownerRef, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { supportTickets } from './support.ts';

/** One per partner; checkout on account may use up to available_amount. */
export const partnerCreditLimits = pgTable(
  'partner_credit_limits',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** One credit line per company: the company owns the limit and its balance (docs/product/company-accounts.md). */
    companyId: uuid()
      .notNull()
      .unique('partner_credit_limits_company_id_unique')
      .references(() => companies.id, { onDelete: 'cascade' }),
    approvedLimit: money().notNull(),
    usedAmount: money().notNull().default('0'),
    availableAmount: money().generatedAlwaysAs(sql`approved_limit - used_amount`),
    paymentTerms: text({ enum: paymentTerms }).notNull().default('net_30'),
    status: text({ enum: creditLimitStatuses }).notNull().default('active'),
    creditScore: integer(),
    notes: text(),
    approvedBy: actorRef(),
    approvedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('partner_credit_limits_payment_terms_valid', t.paymentTerms, paymentTerms),
    checkIn('partner_credit_limits_status_valid', t.status, creditLimitStatuses),
    check('partner_credit_limits_approved_non_negative', sql`${t.approvedLimit} >= 0`),
    check('partner_credit_limits_used_non_negative', sql`${t.usedAmount} >= 0`),
    check(
      'partner_credit_limits_score_range',
      sql`${t.creditScore} is null or ${t.creditScore} between 0 and 100`,
    ),
  ],
);

export const creditLimitRequests = pgTable(
  'credit_limit_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Who asked; the company is whose limit it is. */
    partnerId: ownerRef(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedLimit: money().notNull(),
    currentSpending: money().notNull().default('0'),
    reason: text().notNull(),
    additionalInfo: text(),
    ticketId: uuid().references(() => supportTickets.id, { onDelete: 'set null' }),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: creditRequestStatuses }).notNull().default('pending'),
    priority: text({ enum: creditRequestPriorities }).notNull().default('medium'),
    reviewedBy: actorRef(),
    reviewedAt: timestamptz(),
    approvalNotes: text(),
    reviewerNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.partnerId, t.createdAt),
    index().on(t.companyId, t.createdAt),
    index().on(t.status, t.createdAt),
    checkIn('credit_limit_requests_status_valid', t.status, creditRequestStatuses),
    checkIn('credit_limit_requests_priority_valid', t.priority, creditRequestPriorities),
    check('credit_limit_requests_requested_positive', sql`${t.requestedLimit} > 0`),
    check('credit_limit_requests_spending_non_negative', sql`${t.currentSpending} >= 0`),
  ],
);
