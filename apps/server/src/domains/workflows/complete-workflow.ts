import type { Principal, Workflow } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishWorkflowChange, readWorkflow } from './read-workflow.ts';
import { workflowScope } from './workflows.policy.ts';
import { countSteps, lockWorkflow, markWorkflowCompleted } from './workflows.repository.ts';

/** Mark Complete (docs/product/associate-portal.md, Workflows): only an active workflow with at least one step, all completed. */
export async function completeWorkflow(db: Db, principal: Principal, workflowId: string): Promise<Workflow> {
  assertAllowed(workflowScope(principal, 'write').rows === 'all');
  return db.transaction(async (tx) => {
    const workflow = await lockWorkflow(tx, workflowId);
    if (!workflow) throw notFound('Workflow');
    if (workflow.status !== 'active') throw new AppError('CONFLICT', 'This workflow is already completed.');
    const steps = await countSteps(tx, workflowId);
    if (steps.total === 0)
      throw new AppError('CONFLICT', 'Add at least one step before marking the workflow complete.');
    if (steps.completed < steps.total)
      throw new AppError('CONFLICT', 'Complete every step before marking the workflow complete.');
    await markWorkflowCompleted(tx, workflowId);
    await recordAudit(tx, principal, {
      action: 'workflow.completed',
      entity: { id: workflowId, label: workflow.title },
      oldValues: { status: workflow.status },
      newValues: { status: 'completed' },
    });
    await publishWorkflowChange(tx, workflowId);
    return readWorkflow(tx, workflowId);
  });
}
