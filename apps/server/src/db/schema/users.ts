import {
  adminRanks,
  associateRoles as associateRoleValues,
  userRoles as userRoleValues,
} from '@party/shared/access/roles';
import type { AuditAction, AuditEntityType, AuditSystemActor } from '@party/shared/audit/actions';
import { emailStatuses } from '@party/shared/email/contract';
import { notificationTypes } from '@party/shared/notifications/contract';
import { onboardingRoles, onboardingStatuses } from '@party/shared/users/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { checkIn } from './columns.ts';

const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A person's own details; the business fields and loyalty points are the company's (docs/decisions/0019-company-accounts.md §2). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    avatarUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Staff searches (users, orders) match the profile's name by substring (ILIKE '%x%', pg_trgm).
  (t) => [index('profiles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

/** The user's role: the first row wins (docs/product/storefront-and-sign-in.md). Sign-up writes partner only. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    role: text({ enum: userRoleValues }).notNull().default('partner'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // By role: the admin's user list filtered by portal starts from the role's few rows.
  (t) => [index().on(t.userId, t.createdAt), index('user_roles_role_user_id_idx').on(t.role, t.userId)],
);

/** An administrator and their rank (docs/product/access.md). */
export const adminRoles = pgTable(
  'admin_roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef().unique(),
    role: text({ enum: adminRanks }).notNull().default('admin'),
    isAdmin: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [checkIn('admin_roles_role_valid', t.role, adminRanks)],
);

export const associateRoles = pgTable('associate_roles', {
  id: uuid().primaryKey().defaultRandom(),
  userId: userRef().unique(),
  role: text({ enum: associateRoleValues }).notNull().default('sales'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An application to become a vendor or associate, reviewed at /admin/onboarding. */
export const onboardingApplications = pgTable(
  'onboarding_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    role: text({ enum: onboardingRoles }).notNull(),
    companyName: text().notNull(),
    phone: text(),
    message: text(),
    status: text({ enum: onboardingStatuses }).notNull().default('pending'),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewNotes: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.status),
    // One open application per user, even when two requests race.
    uniqueIndex('onboarding_applications_one_pending').on(t.userId).where(sql`status = 'pending'`),
  ],
);

/** One row per user; an absent flag counts as on. */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The master switch (the vendor's 'email'): off stops every email but sign-in mail. */
  emailNotifications: boolean().notNull().default(true),
  systemUpdates: boolean().notNull().default(true),
  orderNotifications: boolean().notNull().default(true),
  quoteNotifications: boolean().notNull().default(true),
  promotionalEmails: boolean().notNull().default(true),
  stockAlerts: boolean().notNull().default(true),
  paymentNotifications: boolean().notNull().default(true),
  shipmentNotifications: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    title: text().notNull(),
    message: text().notNull(),
    type: text({ enum: notificationTypes }).notNull().default('info'),
    actionUrl: text(),
    read: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Transactional outbox: written in the change's transaction, drained by jobs/outbox-worker. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    template: text().notNull(),
    subject: text().notNull(),
    variables: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Files sent with the mail (a quote's PDF), base64, fixed when queued: small documents only. */
    attachments: jsonb().$type<EmailAttachment[]>().notNull().default([]),
    /** pending → sent | failed (after the last retry) | stored (no SMTP: kept in the dev mailbox). */
    status: text({ enum: emailStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    html: text(),
    text: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);

export const systemSettings = pgTable('system_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});

/** Replays of a write carrying the same Idempotency-Key return the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().notNull(),
    /** The caller: a user id, or 'ip:<address>' for anonymous writes. */
    scope: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** An automatic actor (auto-approval, system) when no user acted; null when actor_id names one. */
    actorLabel: text().$type<AuditSystemActor>(),
    action: text().$type<AuditAction>().notNull(),
    entityType: text().$type<AuditEntityType>().notNull(),
    entityId: text(),
    /** The entity as an admin knows it (applicant, order number, product name), as it was when written. */
    entityLabel: text(),
    oldValues: jsonb(),
    newValues: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.entityType, t.entityId),
    // The audit log, newest first, whole or by entity, action or actor, read in index order with the
    // id as tiebreaker; an automatic actor's label is searched by substring (bench/README).
    index('audit_log_created_at_id_idx').on(t.createdAt, t.id),
    index('audit_log_entity_type_created_at_id_idx').on(t.entityType, t.createdAt, t.id),
    index('audit_log_action_created_at_id_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_actor_created_at_id_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_actor_label_trgm_idx').using('gin', t.actorLabel.op('gin_trgm_ops')),
  ],
);

export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    originalName: text().notNull(),
    storageKey: text().notNull().unique(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    purpose: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The file list's orders and filters, each read in index order with the id as tiebreaker; the name
    // search is a substring match (pg_trgm).
    index('files_owner_created_at_id_idx').on(t.ownerId, t.createdAt, t.id),
    index('files_created_at_id_idx').on(t.createdAt, t.id),
    index('files_size_bytes_id_idx').on(t.sizeBytes, t.id),
    index('files_original_name_id_idx').on(t.originalName, t.id),
    index('files_purpose_created_at_id_idx').on(t.purpose, t.createdAt, t.id),
    index('files_original_name_trgm_idx').using('gin', t.originalName.op('gin_trgm_ops')),
    check('files_size_positive', sql`${t.sizeBytes} >= 0`),
  ],
);
