import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  lowStockListSchema,
  lowStockQuerySchema,
  markPaymentPaidSchema,
  paidPaymentSchema,
  productManagementRoles,
  purchaseOrderListQuerySchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  raisePurchaseOrderSchema,
  staffVendorPaymentListSchema,
  staffVendorPaymentQuerySchema,
  vendorOfferListSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getPurchaseOrder } from './get-purchase-order.ts';
import { getVendorInvoice } from './get-vendor-invoice.ts';
import { listLowStockProducts } from './list-low-stock-products.ts';
import { listProductOffers } from './list-product-offers.ts';
import { listPurchaseOrders } from './list-purchase-orders.ts';
import { listStaffVendorPayments } from './list-staff-vendor-payments.ts';
import { listVendorOffers } from './list-vendor-offers.ts';
import { markPaymentPaid } from './mark-payment-paid.ts';
import { raisePurchaseOrder } from './raise-purchase-order.ts';
import { sendInvoicePdf } from './send-invoice-pdf.ts';

const poParams = idParams('Purchase order');
const productParams = idParams('Product');
const vendorParams = idParams('Vendor');
// Every associate follows purchase orders; raising one takes the product-management ability.
const staff = access.associate();
const buyers = access.associate(...productManagementRoles);
// Paying the store's suppliers is a finance act: finance associates and admins.
const payers = access.associateOrAdmin('finance');
const paymentParams = idParams('Payment');

type Options = { database: Database };

/** Purchase orders raised by staff to vendors, and paying vendors' invoices (docs/purchasing.md). */
export const associatePurchasingRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  await app.register(purchaseOrderRoutes, { database });
  await app.register(reorderRoutes, { database });
  await app.register(vendorPaymentRoutes, { database });
};

/** Listing, reading and raising purchase orders. */
const purchaseOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/purchase-orders',
    {
      config: { access: staff },
      schema: {
        summary: 'List purchase orders',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListSchema },
      },
    },
    async (request) => listPurchaseOrders(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/purchase-orders/:id',
    {
      config: { access: staff },
      schema: {
        summary: 'Get a purchase order with its lines',
        params: poParams,
        response: { 200: purchaseOrderSchema },
      },
    },
    async (request) => getPurchaseOrder(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/associate/purchase-orders',
    {
      config: { access: buyers },
      schema: {
        summary: 'Raise a purchase order to a vendor',
        body: raisePurchaseOrderSchema,
        response: { 201: purchaseOrderSchema },
      },
    },
    async (request, reply) => {
      const po = await raisePurchaseOrder(db, requirePrincipal(request), request.body);
      reply.code(201);
      return po;
    },
  );
};

/** What to reorder: low-stock products and the vendors offering them. */
const reorderRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/purchasing/low-stock',
    {
      config: { access: staff },
      schema: {
        summary: 'List low-stock products to reorder',
        querystring: lowStockQuerySchema,
        response: { 200: lowStockListSchema },
      },
    },
    async (request) => listLowStockProducts(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/products/:id/vendor-offers',
    {
      config: { access: staff },
      schema: {
        summary: 'List the vendors offering a product',
        params: productParams,
        response: { 200: vendorOfferListSchema },
      },
    },
    async (request) => listProductOffers(db, requirePrincipal(request), request.params.id),
  );

  app.get(
    '/api/associate/vendors/:id/offers',
    {
      config: { access: staff },
      schema: {
        summary: "List a vendor's products a purchase order may carry",
        params: vendorParams,
        response: { 200: vendorOfferListSchema },
      },
    },
    async (request) => listVendorOffers(db, requirePrincipal(request), request.params.id),
  );
};

/** Finance's side of vendors' invoices: the list, marking one paid, its PDF. */
const vendorPaymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/vendor-payments',
    {
      config: { access: payers },
      schema: {
        summary: "List every vendor's invoices to pay",
        querystring: staffVendorPaymentQuerySchema,
        response: { 200: staffVendorPaymentListSchema },
      },
    },
    async (request) => listStaffVendorPayments(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/associate/vendor-payments/:id/paid',
    {
      config: { access: payers },
      schema: {
        summary: "Mark a vendor's invoice paid",
        params: paymentParams,
        body: markPaymentPaidSchema,
        response: { 200: paidPaymentSchema },
      },
    },
    async (request) => markPaymentPaid(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.get(
    '/api/associate/vendor-payments/:id/invoice',
    {
      config: { access: payers },
      schema: { summary: "Download a vendor's invoice as a GST tax invoice PDF", params: paymentParams },
    },
    async (request, reply) =>
      sendInvoicePdf(reply, await getVendorInvoice(db, requirePrincipal(request), request.params.id)),
  );
};
