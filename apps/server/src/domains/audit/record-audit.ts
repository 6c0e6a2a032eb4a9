import { type AuditAction, type AuditSystemActor, auditActions } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { insertAuditRows } from './audit.repository.ts';

/** A person (any `Principal` will do) or an automatic actor, named as such on the audit screen. */
export type AuditActor = { userId: string } | AuditSystemActor;

/** One audited change. The entity's kind comes from the action (packages/shared `auditActions`). */
export interface AuditChange {
  action: AuditAction;
  /** The changed row: its id, and the name an admin knows it by (applicant, order number, product name). */
  entity: { id: string | null; label: string };
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  /** When it happened; only the demo seed back-dates, everything else is stamped now. */
  at?: Date;
}

/**
 * The audit writer (docs/ARCHITECTURE.md, "The audit trail"): every staff and admin change records
 * itself here, inside the transaction of the change, so the entry and the change commit or fail
 * together. Several changes by one actor go in one statement.
 */
export async function recordAudit(tx: Tx, actor: AuditActor, ...changes: AuditChange[]): Promise<void> {
  const person = typeof actor === 'string' ? null : actor.userId;
  const automatic = typeof actor === 'string' ? actor : null;
  await insertAuditRows(
    tx,
    changes.map((change) => ({
      actorId: person,
      actorLabel: automatic,
      action: change.action,
      entityType: auditActions[change.action].entity,
      entityId: change.entity.id,
      entityLabel: change.entity.label,
      oldValues: change.oldValues ?? null,
      newValues: change.newValues ?? null,
      ...(change.at ? { createdAt: change.at } : {}),
    })),
  );
}
