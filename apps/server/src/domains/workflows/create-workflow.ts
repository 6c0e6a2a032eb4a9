import type { CreateWorkflow, Principal, Workflow } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishWorkflowChange, readWorkflow } from './read-workflow.ts';
import { workflowScope } from './workflows.policy.ts';
import { insertWorkflow } from './workflows.repository.ts';

/** New Workflow (docs/product/associate-portal.md, Workflows): active, created by the signed-in associate, no steps yet. */
export async function createWorkflow(db: Db, principal: Principal, input: CreateWorkflow): Promise<Workflow> {
  assertAllowed(workflowScope(principal, 'write').rows === 'all');
  return db.transaction(async (tx) => {
    const id = await insertWorkflow(tx, {
      title: input.title,
      description: input.description,
      createdBy: principal.userId,
      status: 'active',
    });
    await recordAudit(tx, principal, {
      action: 'workflow.created',
      entity: { id, label: input.title },
      newValues: { title: input.title, description: input.description ?? null, status: 'active' },
    });
    await publishWorkflowChange(tx, id);
    return readWorkflow(tx, id);
  });
}
