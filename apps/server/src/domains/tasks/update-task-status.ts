import type { Principal, Task, UpdateTask } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { taskScope } from './tasks.policy.ts';
import { lockTask, setTaskStatus } from './tasks.repository.ts';
import { toTask } from './to-task.ts';

/** The assignee moves their task on (pending, in progress, completed, cancelled); another's is a 404. */
export async function updateTaskStatus(
  db: Db,
  principal: Principal,
  taskId: string,
  input: UpdateTask,
): Promise<Task> {
  const assignee = ownerOf(taskScope(principal));
  return db.transaction(async (tx) => {
    const before = await lockTask(tx, taskId, assignee);
    const row = before && (await setTaskStatus(tx, taskId, assignee, input.status));
    if (!before || !row) throw notFound('Task');
    if (before.status !== input.status)
      await recordAudit(tx, principal, {
        action: input.status === 'completed' ? 'task.completed' : 'task.status_changed',
        entity: { id: row.id, label: row.title },
        oldValues: { status: before.status },
        newValues: { status: input.status },
      });
    await publishEvent(tx, { userIds: [assignee], type: 'workflow.changed', data: { workflowId: null } });
    return toTask(row);
  });
}
