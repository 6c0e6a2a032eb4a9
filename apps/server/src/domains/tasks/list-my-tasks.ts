import type { Principal, TaskList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { taskScope } from './tasks.policy.ts';
import { findTasksOf } from './tasks.repository.ts';
import { toTask } from './to-task.ts';

const TASK_LIST_LIMIT = 200;

/** My Tasks on the Workflows screen: the follow-ups assigned to the caller, open ones first. */
export async function listMyTasks(db: Db, principal: Principal): Promise<TaskList> {
  const assignee = ownerOf(taskScope(principal));
  const rows = await findTasksOf(db, assignee, TASK_LIST_LIMIT);
  return { items: rows.map(toTask) };
}
