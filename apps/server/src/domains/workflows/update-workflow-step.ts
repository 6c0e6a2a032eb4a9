import type { Principal, UpdateWorkflowStep, Workflow } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { type AuditChange, recordAudit } from '../audit/record-audit.ts';
import { publishWorkflowChange, readWorkflow } from './read-workflow.ts';
import { workflowScope } from './workflows.policy.ts';
import {
  countSteps,
  findStep,
  lockWorkflow,
  markWorkflowCompleted,
  setStepStatus,
  touchWorkflow,
} from './workflows.repository.ts';

/**
 * A step's status (docs/product/associate-portal.md, Workflows): changeable only while the workflow is active; when the last
 * step completes, the workflow completes itself in the same transaction.
 */
export async function updateWorkflowStep(
  db: Db,
  principal: Principal,
  workflowId: string,
  stepId: string,
  input: UpdateWorkflowStep,
): Promise<Workflow> {
  assertAllowed(workflowScope(principal, 'write').rows === 'all');
  return db.transaction(async (tx) => {
    const workflow = await lockWorkflow(tx, workflowId);
    const step = workflow && (await findStep(tx, workflowId, stepId));
    if (!workflow || !step) throw notFound('Workflow step');
    if (workflow.status !== 'active')
      throw new AppError('CONFLICT', 'This workflow is completed; its steps can no longer change.');
    const entity = { id: workflowId, label: workflow.title };
    const changes: AuditChange[] = [];
    if (step.status !== input.status) {
      await setStepStatus(tx, stepId, input.status);
      changes.push({
        action: 'workflow.step_updated',
        entity,
        oldValues: { step: step.title, status: step.status },
        newValues: { step: step.title, status: input.status },
      });
    }
    const steps = await countSteps(tx, workflowId);
    if (steps.total > 0 && steps.completed === steps.total) {
      await markWorkflowCompleted(tx, workflowId);
      // The workflow completing itself is this associate's doing too.
      changes.push({
        action: 'workflow.completed',
        entity,
        oldValues: { status: workflow.status },
        newValues: { status: 'completed' },
      });
    } else await touchWorkflow(tx, workflowId);
    if (changes.length > 0) await recordAudit(tx, principal, ...changes);
    await publishWorkflowChange(tx, workflowId);
    return readWorkflow(tx, workflowId);
  });
}
