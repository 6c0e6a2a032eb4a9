import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users, workflowSteps, workflows } from '../../db/schema/index.ts';

export type WorkflowRow = typeof workflows.$inferSelect & { createdByName: string | null };
export type WorkflowStepRow = typeof workflowSteps.$inferSelect;

const workflowColumns = {
  id: workflows.id,
  title: workflows.title,
  description: workflows.description,
  createdBy: workflows.createdBy,
  createdByName: users.name,
  status: workflows.status,
  completedAt: workflows.completedAt,
  createdAt: workflows.createdAt,
  updatedAt: workflows.updatedAt,
};

/** Workflows of one status, newest first, with their creator's name. */
export async function findWorkflows(tx: Tx, status: 'active' | 'completed', limit: number) {
  return tx
    .select(workflowColumns)
    .from(workflows)
    .leftJoin(users, eq(users.id, workflows.createdBy))
    .where(eq(workflows.status, status))
    .orderBy(desc(workflows.createdAt), desc(workflows.id))
    .limit(limit);
}

export async function findWorkflow(tx: Tx, id: string): Promise<WorkflowRow | null> {
  const [row] = await tx
    .select(workflowColumns)
    .from(workflows)
    .leftJoin(users, eq(users.id, workflows.createdBy))
    .where(eq(workflows.id, id));
  return row ?? null;
}

/** Locks the workflow row so its steps' order and its completion change one writer at a time. */
export async function lockWorkflow(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: workflows.id, title: workflows.title, status: workflows.status })
    .from(workflows)
    .where(eq(workflows.id, id))
    .for('update');
  return row ?? null;
}

export async function countWorkflowsByStatus(tx: Tx) {
  const rows = await tx
    .select({ status: workflows.status, n: count() })
    .from(workflows)
    .groupBy(workflows.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { active: of('active'), completed: of('completed') };
}

/** The steps of these workflows, by order_index (docs/product/associate-portal.md, Workflows). */
export async function findSteps(tx: Tx, workflowIds: string[]): Promise<WorkflowStepRow[]> {
  if (workflowIds.length === 0) return [];
  return tx
    .select()
    .from(workflowSteps)
    .where(inArray(workflowSteps.workflowId, workflowIds))
    .orderBy(asc(workflowSteps.workflowId), asc(workflowSteps.orderIndex));
}

export async function findStep(tx: Tx, workflowId: string, stepId: string) {
  const [row] = await tx
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.id, stepId), eq(workflowSteps.workflowId, workflowId)));
  return row ?? null;
}

export async function insertWorkflow(tx: Tx, row: typeof workflows.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(workflows).values(row).returning({ id: workflows.id });
  return inserted!.id;
}

/** Appends a step at max(order_index) + 1, from 0; the caller holds the workflow's lock. */
export async function insertStep(
  tx: Tx,
  row: Omit<typeof workflowSteps.$inferInsert, 'orderIndex'>,
): Promise<string> {
  const [inserted] = await tx
    .insert(workflowSteps)
    .values({
      ...row,
      orderIndex: sql`(select coalesce(max(${workflowSteps.orderIndex}) + 1, 0) from ${workflowSteps}
        where ${workflowSteps.workflowId} = ${row.workflowId})`,
    })
    .returning({ id: workflowSteps.id });
  return inserted!.id;
}

export async function setStepStatus(tx: Tx, stepId: string, status: WorkflowStepRow['status']) {
  await tx
    .update(workflowSteps)
    .set({
      status,
      completedAt: status === 'completed' ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(workflowSteps.id, stepId));
}

/** How many steps the workflow has, and how many of them are completed. */
export async function countSteps(tx: Tx, workflowId: string) {
  const [row] = await tx
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${workflowSteps.status} = 'completed')`.mapWith(Number),
    })
    .from(workflowSteps)
    .where(eq(workflowSteps.workflowId, workflowId));
  return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
}

export async function markWorkflowCompleted(tx: Tx, workflowId: string) {
  await tx
    .update(workflows)
    .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(workflows.id, workflowId));
}

export async function touchWorkflow(tx: Tx, workflowId: string) {
  await tx.update(workflows).set({ updatedAt: sql`now()` }).where(eq(workflows.id, workflowId));
}
