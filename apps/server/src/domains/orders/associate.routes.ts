import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  deliveryMethodListSchema,
  staffOrderListQuerySchema,
  staffOrderListSchema,
  staffOrderSchema,
  updateDeliveryMethodSchema,
  updateOrderStatusSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { orderExportRoute } from './export.routes.ts';
import { getStaffOrder } from './get-staff-order.ts';
import { getTaxInvoice } from './get-tax-invoice.ts';
import { listDeliveryMethods } from './list-delivery-methods.ts';
import { listStaffOrders } from './list-staff-orders.ts';
import { sendInvoice } from './send-invoice.ts';
import { updateOrderDeliveryMethod } from './update-order-delivery-method.ts';
import { updateOrderStatus } from './update-order-status.ts';

const params = idParams('Order');
// Every associate (sales, product_management, finance) runs the orders (docs/product/associate-portal.md).
const staff = access.associate();

/** The associate Orders screen, with its GST tax invoices (docs/product/associate-portal.md, Orders). */
export const associateOrderRoutes: FastifyPluginAsyncZod<{
  database: Database;
  config: Pick<Config, 'EXPORT_CHUNK_ROWS'>;
}> = async (app, { database, config }) => {
  const { db } = database;
  await orderExportRoute(app, { database, config, listUrl: '/api/associate/orders', access: staff });

  app.get(
    '/api/associate/orders',
    {
      config: { access: staff },
      schema: {
        summary: "List every partner's orders",
        querystring: staffOrderListQuerySchema,
        response: { 200: staffOrderListSchema },
      },
    },
    async (request) => listStaffOrders(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/orders/:id',
    {
      config: { access: staff },
      schema: { summary: 'Get an order', params, response: { 200: staffOrderSchema } },
    },
    async (request) => getStaffOrder(db, requirePrincipal(request), request.params.id),
  );

  app.patch(
    '/api/associate/orders/:id/status',
    {
      config: { access: staff },
      schema: {
        summary: "Change an order's status",
        params,
        body: updateOrderStatusSchema,
        response: { 200: staffOrderSchema },
      },
    },
    async (request) => updateOrderStatus(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.patch(
    '/api/associate/orders/:id/delivery-method',
    {
      config: { access: staff },
      schema: {
        summary: "Change an order's delivery method",
        params,
        body: updateDeliveryMethodSchema,
        response: { 200: staffOrderSchema },
      },
    },
    async (request) =>
      updateOrderDeliveryMethod(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.get(
    '/api/associate/orders/:id/invoice',
    {
      config: { access: staff },
      schema: { summary: "Download an order's tax invoice", params },
    },
    async (request, reply) =>
      sendInvoice(reply, await getTaxInvoice(db, requirePrincipal(request), request.params.id)),
  );

  app.get(
    '/api/associate/delivery-methods',
    {
      config: { access: staff },
      schema: { summary: 'List the active delivery methods', response: { 200: deliveryMethodListSchema } },
    },
    async () => listDeliveryMethods(db),
  );
};
