import { partnerBusinessTypes } from '@party/shared/account/contract';
import { companyRoles, invitableRoles, invitationStatuses } from '@party/shared/companies/roles';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { actorRef, checkIn, createdAt, money, timestamptz, updatedAt } from './columns.ts';

/** A partner business: it owns the money and the records (docs/decisions/0019-company-accounts.md §2). */
export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    abn: text(),
    businessType: text({ enum: partnerBusinessTypes }),
    loyaltyPoints: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_name_length', sql`length(trim(${t.name})) between 1 and 120`),
    checkIn('companies_business_type_valid', t.businessType, partnerBusinessTypes),
    // Staff lists find records by their company's name, a case-insensitive substring (pg_trgm).
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * The people of a company, one row each: the user id is the primary key, so a user is in one company
 * at most, and one owner per company (docs/product/company-accounts.md, "Roles"). The owner has no limits.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    role: text({ enum: companyRoles }).notNull(),
    orderLimit: money(),
    monthlyLimit: money(),
    invitedBy: actorRef(),
    joinedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('company_members_role_valid', t.role, companyRoles),
    check('company_members_order_limit_non_negative', sql`${t.orderLimit} >= 0`),
    check('company_members_monthly_limit_non_negative', sql`${t.monthlyLimit} >= 0`),
    check(
      'company_members_owner_without_limits',
      sql`${t.role} <> 'owner' or (${t.orderLimit} is null and ${t.monthlyLimit} is null)`,
    ),
    uniqueIndex('company_members_one_owner').on(t.companyId).where(sql`${t.role} = 'owner'`),
    index('company_members_company_role_idx').on(t.companyId, t.role),
  ],
);

/**
 * An invitation to join a company (docs/decisions/0019-company-accounts.md §2, §5): the link's token is
 * never stored, only its sha256 hex, so a database read leaks no usable link. One pending invitation
 * per email per company; an expired one is a pending one past `expires_at`.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text({ enum: invitableRoles }).notNull(),
    orderLimit: money(),
    monthlyLimit: money(),
    tokenHash: text().notNull().unique(),
    status: text({ enum: invitationStatuses }).notNull().default('pending'),
    expiresAt: timestamptz().notNull(),
    sentCount: integer().notNull().default(1),
    lastSentAt: timestamptz().notNull().defaultNow(),
    invitedBy: actorRef(),
    acceptedBy: actorRef(),
    acceptedAt: timestamptz(),
    revokedBy: actorRef(),
    revokedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    checkIn('company_invitations_role_valid', t.role, invitableRoles),
    checkIn('company_invitations_status_valid', t.status, invitationStatuses),
    check('company_invitations_order_limit_non_negative', sql`${t.orderLimit} >= 0`),
    check('company_invitations_monthly_limit_non_negative', sql`${t.monthlyLimit} >= 0`),
    uniqueIndex('company_invitations_one_pending')
      .on(t.companyId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('company_invitations_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
