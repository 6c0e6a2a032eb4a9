import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  staffOrderListQuerySchema,
  staffOrderListSchema,
  staffOrderSchema,
  updateOrderStatusSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { orderExportRoute } from './export.routes.ts';
import { getStaffOrder } from './get-staff-order.ts';
import { getTaxInvoice } from './get-tax-invoice.ts';
import { listStaffOrders } from './list-staff-orders.ts';
import { sendInvoice } from './send-invoice.ts';
import { updateOrderStatus } from './update-order-status.ts';

const params = idParams('Order');

/**
 * /admin/partners/orders (docs/product/admin-area.md, Partners: every partner order, with the same
 * status changes and rules as the associates' Orders screen): the same list, detail, status change
 * and tax invoice staff use, for admins.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  database: Database;
  config: Pick<Config, 'EXPORT_CHUNK_ROWS'>;
}> = async (app, { database, config }) => {
  const { db } = database;
  await orderExportRoute(app, { database, config, listUrl: '/api/admin/orders', access: access.admin });

  app.get(
    '/api/admin/orders',
    {
      config: { access: access.admin },
      schema: {
        summary: "List every partner's orders (admin)",
        querystring: staffOrderListQuerySchema,
        response: { 200: staffOrderListSchema },
      },
    },
    async (request) => listStaffOrders(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: { access: access.admin },
      schema: { summary: 'Get an order (admin)', params, response: { 200: staffOrderSchema } },
    },
    async (request) => getStaffOrder(db, requirePrincipal(request), request.params.id),
  );

  app.patch(
    '/api/admin/orders/:id/status',
    {
      config: { access: access.admin },
      schema: {
        summary: "Change an order's status (admin)",
        params,
        body: updateOrderStatusSchema,
        response: { 200: staffOrderSchema },
      },
    },
    async (request) => updateOrderStatus(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/orders/:id/invoice',
    {
      config: { access: access.admin },
      schema: { summary: "Download an order's tax invoice (admin)", params },
    },
    async (request, reply) =>
      sendInvoice(reply, await getTaxInvoice(db, requirePrincipal(request), request.params.id)),
  );
};
