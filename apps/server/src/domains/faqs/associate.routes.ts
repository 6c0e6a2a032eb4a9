import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  faqInputSchema,
  productManagementRoles,
  staffFaqListSchema,
  staffFaqQuerySchema,
  staffFaqSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { createFaq } from './create-faq.ts';
import { deleteFaq } from './delete-faq.ts';
import { listFaqs } from './list-faqs.ts';
import { updateFaq } from './update-faq.ts';

const faqParams = idParams('FAQ');
// docs/product/associate-portal.md: product_management and finance manage FAQs, and so may any admin ('Admins may manage FAQs').
const managers = access.associateOrAdmin(...productManagementRoles);

/** FAQ Management (docs/product/associate-portal.md), one screen at /associate/faq and /admin/faq. */
export const associateFaqRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/associate/faqs',
    {
      config: { access: managers },
      schema: {
        summary: 'List every FAQ',
        querystring: staffFaqQuerySchema,
        response: { 200: staffFaqListSchema },
      },
    },
    async (request) => listFaqs(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/associate/faqs',
    {
      config: { access: managers },
      schema: { summary: 'Create a FAQ', body: faqInputSchema, response: { 201: staffFaqSchema } },
    },
    async (request, reply) => {
      const faq = await createFaq(db, requirePrincipal(request), request.body);
      reply.code(201);
      return faq;
    },
  );

  app.put(
    '/api/associate/faqs/:id',
    {
      config: { access: managers },
      schema: {
        summary: 'Edit a FAQ',
        params: faqParams,
        body: faqInputSchema,
        response: { 200: staffFaqSchema },
      },
    },
    async (request) => updateFaq(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/associate/faqs/:id',
    {
      config: { access: managers },
      schema: { summary: 'Delete a FAQ', params: faqParams },
    },
    async (request, reply) => {
      await deleteFaq(db, requirePrincipal(request), request.params.id);
      reply.code(204);
    },
  );
};
