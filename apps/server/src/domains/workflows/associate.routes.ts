import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  addWorkflowStepSchema,
  createWorkflowSchema,
  updateWorkflowStepSchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addWorkflowStep } from './add-workflow-step.ts';
import { completeWorkflow } from './complete-workflow.ts';
import { createWorkflow } from './create-workflow.ts';
import { listWorkflows } from './list-workflows.ts';
import { updateWorkflowStep } from './update-workflow-step.ts';

const workflowParams = idParams('Workflow');
const stepParams = workflowParams.extend({ stepId: z.uuid('Step id must be a UUID') });
const emptyBody = z.strictObject({});
const staff = access.associate();

/** List and create workflows. */
const workflowRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/workflows',
    {
      config: { access: staff },
      schema: {
        summary: 'List workflows by status',
        querystring: workflowListQuerySchema,
        response: { 200: workflowListSchema },
      },
    },
    async (request) => listWorkflows(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/associate/workflows',
    {
      config: { access: staff },
      schema: { summary: 'Create a workflow', body: createWorkflowSchema, response: { 201: workflowSchema } },
    },
    async (request, reply) => {
      const workflow = await createWorkflow(db, requirePrincipal(request), request.body);
      reply.code(201);
      return workflow;
    },
  );
};

/** A workflow's steps, and completing it. */
const workflowStepRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/workflows/:id/steps',
    {
      config: { access: staff },
      schema: {
        summary: 'Add a step to a workflow',
        params: workflowParams,
        body: addWorkflowStepSchema,
        response: { 201: workflowSchema },
      },
    },
    async (request, reply) => {
      const workflow = await addWorkflowStep(db, requirePrincipal(request), request.params.id, request.body);
      reply.code(201);
      return workflow;
    },
  );

  app.patch(
    '/api/associate/workflows/:id/steps/:stepId',
    {
      config: { access: staff },
      schema: {
        summary: "Change a workflow step's status",
        params: stepParams,
        body: updateWorkflowStepSchema,
        response: { 200: workflowSchema },
      },
    },
    async (request) =>
      updateWorkflowStep(
        db,
        requirePrincipal(request),
        request.params.id,
        request.params.stepId,
        request.body,
      ),
  );

  app.post(
    '/api/associate/workflows/:id/complete',
    {
      config: { access: staff },
      schema: {
        summary: 'Mark a workflow complete',
        params: workflowParams,
        body: emptyBody,
        response: { 200: workflowSchema },
      },
    },
    async (request) => completeWorkflow(db, requirePrincipal(request), request.params.id),
  );
};

/** The staff Workflows screen (docs/product/associate-portal.md). */
export const associateWorkflowRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  await workflowRoutes(app, { database });
  await workflowStepRoutes(app, { database });
};
