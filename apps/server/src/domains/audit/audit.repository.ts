import type { AuditLogParams } from '@party/shared';
import { BUSINESS_TIME_ZONE } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
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

function auditFilters(query: AuditLogParams) {
  const where: SQL[] = [];
  if (query.user) {
    const like = containsPattern(query.user);
    where.push(or(ilike(users.email, like), ilike(users.name, like), ilike(auditLog.actorLabel, like))!);
  }
  if (query.entity) where.push(eq(auditLog.entityType, query.entity));
  if (query.action) where.push(eq(auditLog.action, query.action));
  // Dates are the store's calendar days (Sydney), both ends included.
  const day = sql`(${auditLog.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date`;
  if (query.from) where.push(sql`${day} >= ${query.from}::date`);
  if (query.to) where.push(sql`${day} <= ${query.to}::date`);
  return where.length ? and(...where) : undefined;
}

export async function listAuditEntries(tx: Tx, query: AuditLogParams) {
  const where = auditFilters(query);
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
  const [total] = await tx
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);
  const entities = await tx
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .orderBy(asc(auditLog.entityType));
  return { rows, total: total?.n ?? 0, entities: entities.map((e) => e.entityType) };
}
