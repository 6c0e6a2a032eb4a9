import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  companyInvitationListSchema,
  companyInvitationSchema,
  companyMemberListSchema,
  companyMemberSchema,
  companyMessageSchema,
  companyRoles,
  companySchema,
  inviteMemberInputSchema,
  rolesThatMay,
  transferOwnershipInputSchema,
  updateMemberInputSchema,
  userIdParams,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { inviteMember } from './invite-member.ts';
import { leaveCompany } from './leave-company.ts';
import { getMyCompany, listInvitations, listMembers } from './list-company.ts';
import { removeMember } from './remove-member.ts';
import { resendInvitation } from './resend-invitation.ts';
import { revokeInvitation } from './revoke-invitation.ts';
import { transferOwnership } from './transfer-ownership.ts';
import { updateMember } from './update-member.ts';

// docs/decisions/0019-company-accounts.md §7. Leaving is open to every role: the use case tells an
// owner, in the product's words, to transfer ownership first.
const anyMember = access.company(...companyRoles);
const managers = access.company(...rolesThatMay('manage-members'));
const owner = access.company(...rolesThatMay('transfer-ownership'));
const invitationParams = idParams('Invitation');

/** The partner's Company page (docs/product/company-accounts.md, "Members and invitations"). */
export const partnerCompanyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;
  app.get(
    '/api/partner/company',
    {
      config: { access: anyMember },
      schema: { summary: 'My company and my role in it', response: { 200: companySchema } },
    },
    async (request) => getMyCompany(db, requirePrincipal(request)),
  );
  app.get(
    '/api/partner/company/members',
    {
      config: { access: anyMember },
      schema: { summary: "My company's members", response: { 200: companyMemberListSchema } },
    },
    async (request) => listMembers(db, requirePrincipal(request)),
  );
  app.post(
    '/api/partner/company/leave',
    { config: { access: anyMember }, schema: { summary: 'Leave my company' } },
    async (request, reply) => {
      await leaveCompany(db, requirePrincipal(request));
      reply.code(204);
    },
  );
  app.post(
    '/api/partner/company/transfer-ownership',
    {
      config: { access: owner },
      schema: {
        summary: 'Make another member the owner',
        body: transferOwnershipInputSchema,
        response: { 200: companyMessageSchema },
      },
    },
    async (request) => transferOwnership(db, requirePrincipal(request), request.body.userId),
  );
  await app.register(memberRoutes, { database });
  await app.register(invitationRoutes, { database });
};

const memberRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.put(
    '/api/partner/company/members/:userId',
    {
      config: { access: managers },
      schema: {
        summary: "Change a member's role and limits",
        params: userIdParams,
        body: updateMemberInputSchema,
        response: { 200: companyMemberSchema },
      },
    },
    async (request) => updateMember(db, requirePrincipal(request), request.params.userId, request.body),
  );
  app.delete(
    '/api/partner/company/members/:userId',
    {
      config: { access: managers },
      schema: { summary: 'Remove a member', params: userIdParams, response: { 200: companyMessageSchema } },
    },
    async (request) => removeMember(db, requirePrincipal(request), request.params.userId),
  );
};

const invitationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.get(
    '/api/partner/company/invitations',
    {
      config: { access: managers },
      schema: { summary: "My company's invitations", response: { 200: companyInvitationListSchema } },
    },
    async (request) => listInvitations(db, requirePrincipal(request)),
  );
  app.post(
    '/api/partner/company/invitations',
    {
      config: { access: managers },
      schema: {
        summary: 'Invite a member',
        body: inviteMemberInputSchema,
        response: { 201: companyInvitationSchema },
      },
    },
    async (request, reply) => {
      const invitation = await inviteMember(db, requirePrincipal(request), request.body);
      reply.code(201);
      return invitation;
    },
  );
  app.post(
    '/api/partner/company/invitations/:id/resend',
    {
      config: { access: managers },
      schema: {
        summary: 'Resend an invitation with a new link',
        params: invitationParams,
        response: { 200: companyInvitationSchema },
      },
    },
    async (request) => resendInvitation(db, requirePrincipal(request), request.params.id),
  );
  app.delete(
    '/api/partner/company/invitations/:id',
    { config: { access: managers }, schema: { summary: 'Revoke an invitation', params: invitationParams } },
    async (request, reply) => {
      await revokeInvitation(db, requirePrincipal(request), request.params.id);
      reply.code(204);
    },
  );
};
