import type { Workflow } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { toWorkflow } from './to-workflow.ts';
import { findSteps, findWorkflow } from './workflows.repository.ts';

/** One workflow with its steps, inside the caller's transaction; a 404 when it does not exist. */
export async function readWorkflow(tx: Tx, workflowId: string): Promise<Workflow> {
  const row = await findWorkflow(tx, workflowId);
  if (!row) throw notFound('Workflow');
  return toWorkflow(row, await findSteps(tx, [workflowId]));
}

/** Tells every associate's open Workflows screen that this workflow changed (after commit). */
export async function publishWorkflowChange(tx: Tx, workflowId: string | null): Promise<void> {
  await publishEvent(tx, { roles: ['associate'], type: 'workflow.changed', data: { workflowId } });
}
