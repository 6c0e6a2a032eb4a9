import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  purchaseOrderAnswerSchema,
  respondToPurchaseOrderSchema,
  updateShipmentSchema,
  vendorPaymentListSchema,
  vendorPaymentQuerySchema,
  vendorPurchaseOrderListSchema,
  vendorPurchaseOrderQuerySchema,
  vendorShipmentListSchema,
  vendorShipmentQuerySchema,
  vendorShipmentSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { getVendorInvoice } from './get-vendor-invoice.ts';
import { listVendorPayments } from './list-vendor-payments.ts';
import { listVendorPurchaseOrders } from './list-vendor-purchase-orders.ts';
import { listVendorShipments } from './list-vendor-shipments.ts';
import { respondToPurchaseOrder } from './respond-to-purchase-order.ts';
import { sendInvoicePdf } from './send-invoice-pdf.ts';
import { updateShipment } from './update-shipment.ts';

const poParams = idParams('Purchase order');
const shipmentParams = idParams('Shipment');
const paymentParams = idParams('Payment');
const vendorOnly = access.roles('vendor');

type Options = { database: Database };

/** The vendor's purchase orders, shipments and payments (docs/product/vendor-portal.md). */
export const vendorPurchasingRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  await app.register(vendorPurchaseOrderRoutes, { database });
  await app.register(vendorShipmentRoutes, { database });
  await app.register(vendorPaymentRoutes, { database });
};

/** The vendor's purchase orders and their answer to a pending one. */
const vendorPurchaseOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/vendor/purchase-orders',
    {
      config: { access: vendorOnly },
      schema: {
        summary: 'List my purchase orders with their lines and the four figures',
        querystring: vendorPurchaseOrderQuerySchema,
        response: { 200: vendorPurchaseOrderListSchema },
      },
    },
    async (request) => listVendorPurchaseOrders(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/vendor/purchase-orders/:id/respond',
    {
      config: { access: vendorOnly },
      schema: {
        summary: 'Accept or reject one of my pending purchase orders',
        params: poParams,
        body: respondToPurchaseOrderSchema,
        response: { 200: purchaseOrderAnswerSchema },
      },
    },
    // A retried answer (same Idempotency-Key) replays the first one instead of a 409.
    async (request, reply) =>
      withIdempotency(request, reply, () =>
        respondToPurchaseOrder(db, requirePrincipal(request), request.params.id, request.body),
      ),
  );
};

/** The vendor's shipments and the Update dialog. */
const vendorShipmentRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/vendor/shipments',
    {
      config: { access: vendorOnly },
      schema: {
        summary: 'List my shipments and how many are at each status',
        querystring: vendorShipmentQuerySchema,
        response: { 200: vendorShipmentListSchema },
      },
    },
    async (request) => listVendorShipments(db, requirePrincipal(request), request.query),
  );

  app.patch(
    '/api/vendor/shipments/:id',
    {
      config: { access: vendorOnly },
      schema: {
        summary: 'Update one of my shipments (tracking, carrier, status, notes)',
        params: shipmentParams,
        body: updateShipmentSchema,
        response: { 200: vendorShipmentSchema },
      },
    },
    async (request) => updateShipment(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** The vendor's invoices (read only) and each one's PDF. */
const vendorPaymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/vendor/payments',
    {
      config: { access: vendorOnly },
      schema: {
        summary: 'List my invoices and the four payment figures',
        querystring: vendorPaymentQuerySchema,
        response: { 200: vendorPaymentListSchema },
      },
    },
    async (request) => listVendorPayments(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/vendor/payments/:id/invoice',
    {
      config: { access: vendorOnly },
      schema: { summary: 'Download one of my invoices as a GST tax invoice PDF', params: paymentParams },
    },
    async (request, reply) =>
      sendInvoicePdf(reply, await getVendorInvoice(db, requirePrincipal(request), request.params.id)),
  );
};
