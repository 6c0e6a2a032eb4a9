import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';

export type TaskRow = typeof tasks.$inferSelect;

export async function insertTask(tx: Tx, values: typeof tasks.$inferInsert): Promise<string> {
  const [row] = await tx.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}

const OPEN_FIRST = sql`case when ${tasks.status} in ('pending', 'in_progress') then 0 else 1 end`;

/** The assignee's tasks, open ones first, newest first within each. */
export async function findTasksOf(tx: Tx, assigneeId: string, limit: number) {
  return tx
    .select()
    .from(tasks)
    .where(eq(tasks.assigneeId, assigneeId))
    .orderBy(OPEN_FIRST, desc(tasks.createdAt), desc(tasks.id))
    .limit(limit);
}

/** Sets the status of the assignee's task; null when it is not theirs (or does not exist). */
/** The assignee's task as it is, locked for a change; another's is null. */
export async function lockTask(tx: Tx, taskId: string, assigneeId: string) {
  const [row] = await tx
    .select({ id: tasks.id, title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.assigneeId, assigneeId)))
    .for('update');
  return row ?? null;
}

export async function setTaskStatus(
  tx: Tx,
  taskId: string,
  assigneeId: string,
  status: (typeof tasks.$inferSelect)['status'],
) {
  const [row] = await tx
    .update(tasks)
    .set({ status, completedAt: status === 'completed' ? sql`now()` : null, updatedAt: sql`now()` })
    .where(and(eq(tasks.id, taskId), eq(tasks.assigneeId, assigneeId)))
    .returning();
  return row ?? null;
}
