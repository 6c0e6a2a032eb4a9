import { type AuditLog, type AuditLogParams, auditSystemActorNames, type Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { auditScope } from './audit.policy.ts';
import { listAuditEntries } from './audit.repository.ts';

/** The audit log screen: who changed what and when, newest first, by actor, entity and date. */
export async function listAuditLog(db: Db, admin: Principal, query: AuditLogParams): Promise<AuditLog> {
  assertAllowed(
    auditScope(admin, 'read-audit').rows === 'all',
    'You need administrator privileges to access this page.',
  );
  const { rows, counted, entities } = await listAuditEntries(db, query);
  const items = rows.map(({ actorLabel, ...r }) => ({
    ...r,
    // An automatic actor by its own name; a person whose account was deleted since is unknown.
    actorName: r.actorName ?? (actorLabel ? auditSystemActorNames[actorLabel] : 'Unknown User'),
    automatic: actorLabel !== null,
    actorEmail: r.actorEmail ?? null,
    entityLabel: r.entityLabel ?? null,
    oldValues: r.oldValues ?? null,
    newValues: r.newValues ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { ...paged(items, counted, query), entities };
}
