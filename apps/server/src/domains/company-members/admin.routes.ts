import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  adminAddMemberInputSchema,
  adminAddMemberResultSchema,
  adminCompanyDetailSchema,
  adminCompanyListQuerySchema,
  adminCompanyListSchema,
  adminCompanyMemberParams,
  adminMakeOwnerInputSchema,
  companyMessageSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addMemberAsAdmin, makeOwnerAsAdmin, removeMemberAsAdmin } from './admin-member-changes.ts';
import { getCompanyForAdmin, listCompaniesForAdmin } from './list-admin-companies.ts';

const companyParams = idParams('Company');

/**
 * Partner administration → Users, Companies (docs/decisions/0019-company-accounts.md §7): every
 * administrator reads; account admins change members.
 */
export const adminCompanyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;
  app.get(
    '/api/admin/companies',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Search partner companies',
        querystring: adminCompanyListQuerySchema,
        response: { 200: adminCompanyListSchema },
      },
    },
    async (request) => listCompaniesForAdmin(db, requirePrincipal(request), request.query),
  );
  app.get(
    '/api/admin/companies/:id',
    {
      config: { access: access.admin },
      schema: {
        summary: 'A company with its members and pending invitations',
        params: companyParams,
        response: { 200: adminCompanyDetailSchema },
      },
    },
    async (request) => getCompanyForAdmin(db, requirePrincipal(request), request.params.id),
  );
  await app.register(adminCompanyChangeRoutes, { database });
};

const adminCompanyChangeRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.post(
    '/api/admin/companies/:id/members',
    {
      config: { access: access.accountAdmin },
      schema: {
        summary: 'Add a member by email (joins at once from an empty company, else invited)',
        params: companyParams,
        body: adminAddMemberInputSchema,
        response: { 200: adminAddMemberResultSchema },
      },
    },
    async (request) => addMemberAsAdmin(db, requirePrincipal(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/companies/:id/members/:userId',
    {
      config: { access: access.accountAdmin },
      schema: {
        summary: 'Remove a member from a company',
        params: adminCompanyMemberParams,
        response: { 200: companyMessageSchema },
      },
    },
    async (request) =>
      removeMemberAsAdmin(db, requirePrincipal(request), request.params.id, request.params.userId),
  );
  app.post(
    '/api/admin/companies/:id/owner',
    {
      config: { access: access.accountAdmin },
      schema: {
        summary: 'Make a member the owner of a company',
        params: companyParams,
        body: adminMakeOwnerInputSchema,
        response: { 200: companyMessageSchema },
      },
    },
    async (request) =>
      makeOwnerAsAdmin(db, requirePrincipal(request), request.params.id, request.body.userId),
  );
};
