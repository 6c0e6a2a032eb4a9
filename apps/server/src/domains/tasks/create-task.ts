import type { Tx } from '../../db/client.ts';
import { insertTask } from './tasks.repository.ts';

export interface NewTask {
  /** Who caused it; the task is assigned to them unless `assigneeId` says otherwise. */
  userId: string;
  assigneeId?: string;
  type: string;
  title: string;
  description?: string | null;
  relatedEntityType: string;
  relatedEntityId: string;
  metadata?: Record<string, unknown>;
}

/**
 * Records follow-up work inside the caller's transaction (docs/product/associate-portal.md, Orders: an order status change
 * auto-creates a task), for the workflow screens to pick up. Returns the task's id.
 */
export async function createTask(tx: Tx, task: NewTask): Promise<string> {
  return insertTask(tx, {
    userId: task.userId,
    assigneeId: task.assigneeId ?? task.userId,
    type: task.type,
    title: task.title,
    description: task.description ?? null,
    relatedEntityType: task.relatedEntityType,
    relatedEntityId: task.relatedEntityId,
    metadata: task.metadata ?? {},
  });
}
