import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, taskListSchema, taskSchema, updateTaskSchema } from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listMyTasks } from './list-my-tasks.ts';
import { updateTaskStatus } from './update-task-status.ts';

const taskParams = idParams('Task');
const staff = access.associate();

/** The associate's follow-up tasks (docs/product/associate-portal.md: an order status change creates one). */
export const associateTaskRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/associate/tasks',
    {
      config: { access: staff },
      schema: { summary: 'List my follow-up tasks', response: { 200: taskListSchema } },
    },
    async (request) => listMyTasks(db, requirePrincipal(request)),
  );

  app.patch(
    '/api/associate/tasks/:id',
    {
      config: { access: staff },
      schema: {
        summary: "Change my task's status",
        params: taskParams,
        body: updateTaskSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => updateTaskStatus(db, requirePrincipal(request), request.params.id, request.body),
  );
};
