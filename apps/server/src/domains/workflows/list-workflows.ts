import type { Principal, WorkflowList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { toWorkflow } from './to-workflow.ts';
import { workflowScope } from './workflows.policy.ts';
import { countWorkflowsByStatus, findSteps, findWorkflows } from './workflows.repository.ts';

const WORKFLOW_LIST_LIMIT = 200;

/** The Active or Completed tab (docs/product/associate-portal.md, Workflows): newest first, each with its steps and progress. */
export async function listWorkflows(
  db: Db,
  principal: Principal,
  query: { status: 'active' | 'completed' },
): Promise<WorkflowList> {
  assertAllowed(workflowScope(principal, 'read').rows === 'all');
  return db.transaction(async (tx) => {
    const rows = await findWorkflows(tx, query.status, WORKFLOW_LIST_LIMIT);
    const steps = await findSteps(
      tx,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((row) =>
        toWorkflow(
          row,
          steps.filter((s) => s.workflowId === row.id),
        ),
      ),
      counts: await countWorkflowsByStatus(tx),
    };
  });
}
