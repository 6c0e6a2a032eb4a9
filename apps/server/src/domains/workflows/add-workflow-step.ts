import type { AddWorkflowStep, Principal, Workflow } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishWorkflowChange, readWorkflow } from './read-workflow.ts';
import { workflowScope } from './workflows.policy.ts';
import { insertStep, lockWorkflow, touchWorkflow } from './workflows.repository.ts';

/**
 * Add Step (docs/product/associate-portal.md, Workflows): a pending step at order index max + 1 (from 0), assigned to
 * whoever added it. The workflow's row lock makes two steps added at once take 0 then 1. A completed
 * workflow takes no new steps: its steps can no longer change.
 */
export async function addWorkflowStep(
  db: Db,
  principal: Principal,
  workflowId: string,
  input: AddWorkflowStep,
): Promise<Workflow> {
  assertAllowed(workflowScope(principal, 'write').rows === 'all');
  return db.transaction(async (tx) => {
    const workflow = await lockWorkflow(tx, workflowId);
    if (!workflow) throw notFound('Workflow');
    if (workflow.status !== 'active')
      throw new AppError(
        'CONFLICT',
        'This workflow is completed; steps can only be added to an active workflow.',
      );
    await insertStep(tx, {
      workflowId,
      title: input.title,
      description: input.description,
      dueDate: input.dueDate,
      assigneeId: principal.userId,
      status: 'pending',
    });
    await recordAudit(tx, principal, {
      action: 'workflow.step_added',
      entity: { id: workflowId, label: workflow.title },
      newValues: { step: input.title, dueDate: input.dueDate ?? null },
    });
    await touchWorkflow(tx, workflowId);
    await publishWorkflowChange(tx, workflowId);
    return readWorkflow(tx, workflowId);
  });
}
