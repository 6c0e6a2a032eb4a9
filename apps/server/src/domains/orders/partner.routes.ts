import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  approvalListQuerySchema,
  checkoutResponseSchema,
  checkoutSchema,
  checkoutSummaryQuerySchema,
  checkoutSummarySchema,
  deliveryMethodListSchema,
  orderApprovalListSchema,
  orderDecisionSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  rejectOrderSchema,
  reorderResponseSchema,
  rolesThatMay,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { withTransactionIdempotency } from '../../lib/idempotency.ts';
import { approveOrder } from './approve-order.ts';
import { cancelOrder } from './cancel-order.ts';
import { getCheckoutSummary } from './get-checkout-summary.ts';
import { getOrder } from './get-order.ts';
import { getTaxInvoice } from './get-tax-invoice.ts';
import { listApprovals } from './list-approvals.ts';
import { listDeliveryMethods } from './list-delivery-methods.ts';
import { listOrders } from './list-orders.ts';
import { orderAgain } from './order-again.ts';
import { type CheckoutSettings, placeOrder } from './place-order.ts';
import { rejectOrder } from './reject-order.ts';
import { sendInvoice } from './send-invoice.ts';

const params = idParams('Order');
const partnerOnly = access.roles('partner');
// docs/decisions/0019-company-accounts.md §7: checkout is for the roles that shop (not viewers).
const shoppers = access.company(...rolesThatMay('shop'));
const approvers = access.company(...rolesThatMay('approve-orders'));

type Options = { database: Database };
/** What checkout reads of the System Settings (the settings cache gives it). */
type CheckoutOptions = Options & { settings?: CheckoutSettings };

/** Checkout and Track Orders (docs/product/partner-portal.md, Checkout and Orders). */
export const partnerOrderRoutes: FastifyPluginAsyncZod<CheckoutOptions> = async (
  app,
  { database, settings },
) => {
  await app.register(checkoutRoutes, { database, settings });
  await app.register(trackOrderRoutes, { database });
  await app.register(approvalRoutes, { database, settings });
};

/** The delivery methods, the priced cart and placing the order. */
const checkoutRoutes: FastifyPluginAsyncZod<CheckoutOptions> = async (app, { database, settings }) => {
  const { db } = database;

  app.get(
    '/api/partner/delivery-methods',
    {
      config: { access: partnerOnly },
      schema: { summary: 'List the delivery methods', response: { 200: deliveryMethodListSchema } },
    },
    async () => listDeliveryMethods(db),
  );

  app.get(
    '/api/partner/checkout/summary',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Price my cart for checkout',
        querystring: checkoutSummaryQuerySchema,
        response: { 200: checkoutSummarySchema },
      },
    },
    async (request) => getCheckoutSummary(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/partner/checkout',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Place an order from my cart',
        body: checkoutSchema,
        response: { 201: checkoutResponseSchema },
      },
    },
    async (request, reply) =>
      // A retried checkout (same Idempotency-Key) answers with the first order, never a second one.
      // The key is claimed and its answer recorded inside the order's transaction.
      withTransactionIdempotency(request, reply, async (idempotency) => {
        const placed = await placeOrder(db, requirePrincipal(request), request.body, idempotency, settings);
        reply.code(201);
        return placed;
      }),
  );
};

/** Track Orders: the partner's own orders, one order, cancelling it, ordering it again and its tax invoice. */
const trackOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/partner/orders',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'List my orders',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => listOrders(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/partner/orders/:id',
    {
      config: { access: partnerOnly },
      schema: { summary: 'Get one of my orders', params, response: { 200: orderSchema } },
    },
    async (request) => getOrder(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/partner/orders/:id/cancel',
    {
      config: { access: partnerOnly },
      schema: { summary: 'Cancel one of my orders', params, response: { 200: orderSchema } },
    },
    async (request) => cancelOrder(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/partner/orders/:id/reorder',
    {
      // Order Again puts lines in the cart: the shopping roles (docs/product/wholesale-buying.md).
      config: { access: shoppers },
      schema: {
        summary: "Order one of my orders again: its lines into my cart at today's prices",
        params,
        response: { 200: reorderResponseSchema },
      },
    },
    async (request) => orderAgain(db, requirePrincipal(request), request.params.id),
  );

  app.get(
    '/api/partner/orders/:id/invoice',
    {
      config: { access: partnerOnly },
      schema: { summary: "Download one of my orders' tax invoice", params },
    },
    async (request, reply) =>
      sendInvoice(reply, await getTaxInvoice(db, requirePrincipal(request), request.params.id)),
  );
};

/**
 * Order Approvals (docs/product/company-accounts.md, "Approval"): the company's owner, admins and
 * approvers list, approve and reject members' orders over their limits (the policy refuses others).
 */
const approvalRoutes: FastifyPluginAsyncZod<CheckoutOptions> = async (app, { database, settings }) => {
  const { db } = database;

  app.get(
    '/api/partner/approvals',
    {
      config: { access: approvers },
      schema: {
        summary: "List my company's orders awaiting approval, or decided",
        querystring: approvalListQuerySchema,
        response: { 200: orderApprovalListSchema },
      },
    },
    async (request) => listApprovals(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/partner/approvals/:id/approve',
    {
      config: { access: approvers },
      schema: { summary: "Approve a member's order", params, response: { 200: orderDecisionSchema } },
    },
    async (request) => approveOrder(db, requirePrincipal(request), request.params.id, settings),
  );

  app.post(
    '/api/partner/approvals/:id/reject',
    {
      config: { access: approvers },
      schema: {
        summary: "Reject a member's order, with a reason",
        params,
        body: rejectOrderSchema,
        response: { 200: orderDecisionSchema },
      },
    },
    async (request) => rejectOrder(db, requirePrincipal(request), request.params.id, request.body),
  );
};
