import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  addressInputSchema,
  addressUpdateSchema,
  partnerAddressListSchema,
  partnerAddressSchema,
  rolesThatMay,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { createAddress } from './create-address.ts';
import { deleteAddress } from './delete-address.ts';
import { listAddresses } from './list-addresses.ts';
import { updateAddress } from './update-address.ts';

const params = idParams('Address');
const partnerOnly = access.roles('partner');
// Every member but a viewer adds, edits and deletes the company's addresses (docs/product/company-accounts.md, Roles).
const addressWriters = access.company(...rolesThatMay('manage-addresses'));

/** The partner's delivery addresses (docs/product/partner-portal.md: account Business tab, offered at checkout). */
export const partnerAddressRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/partner/addresses',
    {
      config: { access: partnerOnly },
      schema: { summary: 'List my delivery addresses', response: { 200: partnerAddressListSchema } },
    },
    async (request) => listAddresses(db, requirePrincipal(request)),
  );

  app.post(
    '/api/partner/addresses',
    {
      config: { access: addressWriters },
      schema: {
        summary: 'Add a delivery address',
        body: addressInputSchema,
        response: { 201: partnerAddressSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAddress(db, requirePrincipal(request), request.body);
    },
  );

  app.patch(
    '/api/partner/addresses/:id',
    {
      config: { access: addressWriters },
      schema: {
        summary: 'Change a delivery address',
        params,
        body: addressUpdateSchema,
        response: { 200: partnerAddressSchema },
      },
    },
    async (request) => updateAddress(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/partner/addresses/:id',
    {
      config: { access: addressWriters },
      schema: { summary: 'Delete a delivery address', params, response: { 200: partnerAddressListSchema } },
    },
    async (request) => deleteAddress(db, requirePrincipal(request), request.params.id),
  );
};
