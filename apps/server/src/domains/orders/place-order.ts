import { randomUUID } from 'node:crypto';
import {
  amountOf,
  type Checkout,
  type CheckoutResponse,
  centsOf,
  orderNumberOf,
  type Principal,
  priceOrder,
  quantityProblem,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { unitPriceOfRow } from '../../db/prices.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { TransactionIdempotency } from '../../lib/idempotency.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { WriteBatch } from '../../lib/write-batch.ts';
import { saveCheckoutAddress } from '../addresses/create-address.ts';
import { emptyCheckedOutLines } from '../cart/empty-checked-out-lines.ts';
import { chargeAccount } from '../credit/charge-account.ts';
import { takeOrderStock } from '../inventory/move-order-stock.ts';
import { type ApprovalDecision, decideApproval } from './decide-approval.ts';
import { awaitingFields, queueApprovalRequested } from './order-approval-messages.ts';
import { type PlacedOrderMessage, queueOrderPlacedMessages } from './order-placed-messages.ts';
import { orderScope } from './orders.policy.ts';
import { lockCheckout, orderInsert, orderItemsInsert } from './orders.repository.ts';
import { type PromoLine, redeemPromo, resolveAutoPromo, resolvePromo } from './resolve-promo.ts';
import { orderSalesAdd } from './sales-roll-up.repository.ts';

// numeric(12,2) holds up to 9,999,999,999.99 AUD.
const MAX_TOTAL_CENTS = 999_999_999_999;

type CheckoutCart = Awaited<ReturnType<typeof lockCheckout>>;
type DeliveryMethod = NonNullable<CheckoutCart['method']>;
type CartLine = PromoLine & { name: string; listCents: number };
type Priced = ReturnType<typeof priceOrder>;
type Promo = Awaited<ReturnType<typeof resolvePromo>> | null;

/** The System Settings checkout obeys, from the settings cache every request already reads (no statement). */
export interface CheckoutSettings {
  get(): Promise<{ overdueBlocksAccountOrders: boolean }>;
}

/**
 * Checkout (docs/product/partner-portal.md, Checkout): the partner's cart becomes one order in ONE
 * transaction. Cart lines are locked, prices read from the catalogue, totals computed here in cents,
 * stock taken by guarded updates (an unfillable line fails the whole order, naming the product), the
 * account charged within the credit limit, the cart emptied, and the confirmation email,
 * notification, recent activity and live events written with it, so either all of it happens or none.
 */
export async function placeOrder(
  db: Db,
  principal: Principal,
  input: Checkout,
  idempotency: TransactionIdempotency | null = null,
  settings?: CheckoutSettings,
): Promise<CheckoutResponse> {
  const { companyId, placedBy } = companyOf(orderScope(principal, 'place'));
  const partnerId = placedBy ?? principal.userId;
  return db.transaction(async (tx) => {
    const cart = await lockCheckout(tx, partnerId, companyId, input.deliveryMethodId);
    const method = requireCheckoutMethod(cart);
    const lines = priceCartLines(cart);
    const { priced, promo } = await applyPromo(tx, companyId, input, lines, method);
    if (priced.totalCents > MAX_TOTAL_CENTS)
      throw badRequest('This order is too large to place online. Please request a quote.');
    const approval = await decideApproval(tx, partnerId, priced.totalCents);
    // The order, its lines and every side effect go to the database as ONE statement (WriteBatch),
    // then the stock as one more, last, so the products stay locked only until the commit.
    const batch = new WriteBatch();
    const orderId = randomUUID();
    const charge = { orderId, companyId, totalCents: priced.totalCents, approval, batch };
    await chargeOnAccount(tx, input, charge, settings);

    const shipping = input.shipping;
    if (input.saveAddress)
      await saveCheckoutAddress(
        tx,
        { companyId, addedBy: partnerId },
        {
          label: `${shipping.city} ${shipping.state}`,
          ...shipping,
        },
      );

    recordOrderPlaced(batch, {
      orderId,
      partnerId,
      companyId,
      input,
      cart,
      method,
      lines,
      priced,
      promo,
      approval,
    });
    const orderNumber = orderNumberOf(orderId);
    if (approval.needsApproval)
      queueApprovalRequested(batch, {
        orderId,
        orderNumber,
        buyer: principal,
        totalCents: priced.totalCents,
        approval,
      });
    else
      queueOrderPlacedMessages(
        batch,
        placedMessage({ orderId, partnerId, principal, input, method, lines, priced }),
      );
    const placed: CheckoutResponse = {
      orderId,
      orderNumber,
      total: priced.totalCents / 100,
      awaitingApproval: approval.needsApproval,
    };
    idempotency?.record(batch, 201, placed);
    await batch.run(tx);

    await takeOrderStock(tx, { orderId, actorId: partnerId, lines: cart.lines });
    return placed;
  });
}

/**
 * An order on account charges the account now, unless it awaits approval (approve-order.ts charges it
 * then). docs/product/receivables.md: overdue invoices can stop orders on account (System Settings).
 */
async function chargeOnAccount(
  tx: Tx,
  input: Checkout,
  charge: {
    orderId: string;
    companyId: string;
    totalCents: number;
    approval: ApprovalDecision;
    batch: WriteBatch;
  },
  settings?: CheckoutSettings,
): Promise<void> {
  if (input.paymentMethod !== 'account' || charge.approval.needsApproval) return;
  const overdueBlocks = settings ? (await settings.get()).overdueBlocksAccountOrders : false;
  const order = { id: charge.orderId, companyId: charge.companyId };
  await chargeAccount(tx, order, charge.totalCents, 'checkout', charge.batch, overdueBlocks);
}

/** Refuses an empty cart or a delivery method not offered; answers the chosen method. */
function requireCheckoutMethod(cart: CheckoutCart): DeliveryMethod {
  if (cart.lines.length === 0)
    throw badRequest('Your cart is empty. Add products from the shop before checking out.');
  const { method } = cart;
  if (!method)
    throw badRequest('Choose one of the delivery methods offered.', {
      deliveryMethodId: 'Choose a delivery method',
    });
  return method;
}

/**
 * The locked cart lines priced by the one rule (shared `unitPrice`: list, the company's price list,
 * quantity break; docs/decisions/0020-wholesale-pricing.md §1), each in a quantity the product is
 * sold in, else the first that is not is refused by name with the nearest valid quantities.
 */
function priceCartLines(cart: CheckoutCart): CartLine[] {
  return cart.lines.map((l) => {
    const problem = quantityProblem({
      quantity: l.quantity,
      packSize: l.packSize,
      minQuantity: l.minOrderQty,
    });
    if (problem) throw badRequest(`${l.name}: ${problem.message}`, { quantity: problem.message });
    const price = unitPriceOfRow(l, l.quantity);
    return {
      productId: l.productId,
      quantity: l.quantity,
      name: l.name,
      category: l.category,
      priceCents: price.unitCents,
      listCents: price.listCents,
    };
  });
}

/** Prices the order with the typed promo code (refused with its reason) or the best auto-apply one. */
async function applyPromo(
  tx: Tx,
  companyId: string,
  input: Checkout,
  lines: CartLine[],
  method: DeliveryMethod,
): Promise<{ priced: Priced; promo: Promo }> {
  let priced = priceOrder(lines, centsOf(method.baseCost), null);
  let promo: Promo = null;
  if (input.promoCode) {
    promo = await resolvePromo(tx, companyId, input.promoCode, lines);
    if (!promo.ok) throw badRequest(promo.message, { promoCode: promo.message });
  } else promo = await resolveAutoPromo(tx, companyId, lines, priced.deliveryCents);
  if (promo?.ok) {
    // The use is counted by a guarded update in this transaction: the last use goes to one order.
    if (!(await redeemPromo(tx, promo)))
      throw badRequest(`The promo code ${promo.code} has been fully redeemed.`, {
        promoCode: 'Fully redeemed',
      });
    priced = priceOrder(promo.lines, priced.deliveryCents, promo.discount);
  }
  return { priced, promo };
}

/** The order (pending), its lines, and the checked-out cart lines emptied. */
function recordOrderPlaced(
  batch: WriteBatch,
  order: {
    orderId: string;
    partnerId: string;
    companyId: string;
    input: Checkout;
    cart: CheckoutCart;
    method: DeliveryMethod;
    lines: CartLine[];
    priced: Priced;
    promo: Promo;
    approval: ApprovalDecision;
  },
): void {
  const { orderId, partnerId, companyId, input, cart, method, lines, priced, promo, approval } = order;
  const shipping = input.shipping;
  batch.write(
    orderInsert({
      id: orderId,
      partnerId,
      companyId,
      status: approval.needsApproval ? 'awaiting_approval' : 'pending',
      ...awaitingFields(approval),
      totalAmount: amountOf(priced.totalCents),
      deliveryCost: amountOf(priced.deliveryCents),
      discountAmount: amountOf(priced.discountCents),
      promoCode: promo?.ok ? promo.code : null,
      campaignId: promo?.ok ? promo.campaignId : null,
      deliveryMethodId: method.id,
      paymentMethod: input.paymentMethod,
      shippingName: shipping.name,
      shippingAddress: shipping.address,
      shippingCity: shipping.city,
      shippingState: shipping.state,
      shippingPostalCode: shipping.postalCode,
      shippingCountry: 'Australia',
      deliveryNotes: input.deliveryNotes?.trim() || null,
    }),
  );
  batch.write(
    orderItemsInsert(
      lines.map((l) => ({
        orderId,
        productId: l.productId,
        productName: l.name,
        quantity: l.quantity,
        pricePerUnit: amountOf(l.priceCents),
        listPricePerUnit: amountOf(l.listCents),
      })),
    ),
  );
  const unitsByCategory = new Map<string, number>();
  for (const l of lines) unitsByCategory.set(l.category, (unitsByCategory.get(l.category) ?? 0) + l.quantity);
  for (const statement of orderSalesAdd({
    companyId,
    partnerId,
    status: approval.needsApproval ? 'awaiting_approval' : 'pending',
    totalCents: priced.totalCents,
    discountCents: priced.discountCents,
    goodsCents: lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0),
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
    unitsByCategory,
  }))
    batch.write(statement);
  emptyCheckedOutLines(
    batch,
    partnerId,
    cart.lines.map((l) => l.id),
  );
}

/** What the confirmation messages say of an order placed from the cart. */
function placedMessage(placed: {
  orderId: string;
  partnerId: string;
  principal: Principal;
  input: Checkout;
  method: DeliveryMethod;
  lines: CartLine[];
  priced: Priced;
}): PlacedOrderMessage {
  const { orderId, partnerId, principal, input, method, lines, priced } = placed;
  return {
    orderId,
    orderNumber: orderNumberOf(orderId),
    buyer: { id: partnerId, name: principal.name, email: principal.email },
    shipping: input.shipping,
    method: { name: method.name, estimatedDays: method.estimatedDays },
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, priceCents: l.priceCents })),
    priced,
  };
}
