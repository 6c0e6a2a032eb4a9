import type { AuditLogParams } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import { onOrAfterDay, onOrBeforeDay } from '../../db/business-days.ts';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { distinctValues } from '../../db/distinct-values.ts';
import { containsPattern } from '../../db/like.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;

// Ten parameters a row: 1,000 rows stay well under PostgreSQL's 65,535 parameters a statement.
const ROWS_PER_INSERT = 1000;

/** The only insert into audit_log (the architecture test holds every other file to it). */
export async function insertAuditRows(tx: Tx, rows: AuditRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await tx.insert(auditLog).values(rows.slice(start, start + ROWS_PER_INSERT));
}

/**
 * The filters, each served by an index on audit_log: the actor by the people whose name or email
 * matches (found first in the small users table) or an automatic actor's label; entity and action by
 * their (…, created_at, id) indexes; dates (the store's calendar days, both ends included) as a range
 * of created_at.
 */
async function auditFilters(tx: Tx, query: AuditLogParams) {
  const where: SQL[] = [];
  if (query.user) {
    const like = containsPattern(query.user);
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.email, like), ilike(users.name, like)));
    where.push(
      or(
        anyOf(
          auditLog.actorId,
          people.map((p) => p.id),
        ),
        ilike(auditLog.actorLabel, like),
      )!,
    );
  }
  if (query.entity) where.push(eq(auditLog.entityType, query.entity));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(onOrAfterDay(auditLog.createdAt, query.from));
  if (query.to) where.push(onOrBeforeDay(auditLog.createdAt, query.to));
  return where.length ? and(...where) : undefined;
}

export async function listAuditEntries(tx: Tx, query: AuditLogParams) {
  const where = await auditFilters(tx, query);
  const rows = await tx
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorLabel: auditLog.actorLabel,
      actorName: users.name,
      actorEmail: users.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      entityLabel: auditLog.entityLabel,
      oldValues: auditLog.oldValues,
      newValues: auditLog.newValues,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const matches = tx.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic();
  const counted = await countUpTo(tx, matches, query, rows.length);
  return { rows, counted, entities: await distinctValues(tx, auditLog, auditLog.entityType) };
}
