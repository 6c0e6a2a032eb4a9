import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserResponseSchema,
  associateAccountListSchema,
  associateAccountQuerySchema,
  auditLogQuerySchema,
  auditLogSchema,
  endSessionsResponseSchema,
  setAssociateDepartmentSchema,
  setPortalRoleSchema,
  setUserActiveSchema,
} from '@party/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listAuditLog } from '../audit/list-audit-log.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { forcePasswordReset } from './force-password-reset.ts';
import { listUsersForAdmin } from './list-admin-users.ts';
import { listAssociateAccounts } from './list-associate-accounts.ts';
import { setAssociateDepartment } from './set-associate-department.ts';
import { setUserActive } from './set-user-active.ts';
import { setUserPortalRole } from './set-user-portal-role.ts';

const userParams = z.object({ id: z.uuid() });

/** /admin/users and the Role Management screens: users, their roles and Active state. */
const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/users',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Search users with their roles and Active state',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request) => listUsersForAdmin(db, requirePrincipal(request), request.query),
  );

  app.put(
    '/api/admin/users/:id/active',
    {
      config: { access: access.accountAdmin },
      schema: {
        summary: 'Enable or disable a user (disabling ends their sessions)',
        params: userParams,
        body: setUserActiveSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await setUserActive(db, requirePrincipal(request), request.params.id, request.body.active),
    }),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: access.superAdmin },
      schema: {
        summary: "Set a user's role in a portal (Role Management)",
        params: userParams,
        body: setPortalRoleSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await setUserPortalRole(db, requirePrincipal(request), request.params.id, request.body),
    }),
  );
};

/** An admin's Force Password Reset and End Sessions on a user's account. */
const userSessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/admin/users/:id/password-reset',
    {
      config: { access: access.accountAdmin },
      schema: {
        summary: 'Force a password reset (the old password stops working; the user is emailed a link)',
        params: userParams,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({ user: await forcePasswordReset(db, requirePrincipal(request), request.params.id) }),
  );

  app.post(
    '/api/admin/users/:id/end-sessions',
    {
      config: { access: access.accountAdmin },
      schema: {
        summary: 'End every session of a user',
        params: userParams,
        response: { 200: endSessionsResponseSchema },
      },
    },
    async (request) => endUserSessions(db, requirePrincipal(request), request.params.id),
  );
};

/** The admin's Associate Accounts: associates with their department and status. */
const associateAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/associates/accounts',
    {
      config: { access: access.admin },
      schema: {
        summary: 'List associate accounts with their department and status',
        querystring: associateAccountQuerySchema,
        response: { 200: associateAccountListSchema },
      },
    },
    async (request) => listAssociateAccounts(db, requirePrincipal(request), request.query),
  );

  app.put(
    '/api/admin/associates/:id/department',
    {
      config: { access: access.accountAdmin },
      schema: {
        summary: "Set an associate's department (sales, product management or finance)",
        params: userParams,
        body: setAssociateDepartmentSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await setAssociateDepartment(
        db,
        requirePrincipal(request),
        request.params.id,
        request.body.associateRole,
      ),
    }),
  );
};

/** /admin/audit: the audit log. */
const auditLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: access.admin },
      schema: {
        summary: 'The audit log: who changed what and when',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema },
      },
    },
    async (request) => listAuditLog(db, requirePrincipal(request), request.query),
  );
};

/** The admin's account screens: users and roles, associate accounts and the audit log. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  await app.register(userRoutes, opts);
  await app.register(userSessionRoutes, opts);
  await app.register(associateAccountRoutes, opts);
  await app.register(auditLogRoutes, opts);
};
