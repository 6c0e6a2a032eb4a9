import { relations } from 'drizzle-orm';
import { campaignAnalytics, campaignProducts, campaigns } from './campaigns.ts';
import { cartItems } from './cart.ts';
import { products } from './catalog.ts';
import { creditLimitRequests } from './credit.ts';
import { inventoryHistory } from './inventory.ts';
import { deliveryMethods, orderItems, orders } from './orders.ts';
import { productPriceHistory } from './pricing.ts';
import { purchaseOrderItems, purchaseOrders, shipments, vendorPayments } from './purchasing.ts';
import { quoteDocuments, quoteItems, quotes } from './quotes.ts';
import { reviews } from './reviews.ts';
import { conversationParticipants, conversations, messages, supportTickets } from './support.ts';
import { vendorDocuments, vendorProducts, vendors } from './vendors.ts';
import { wishlists } from './wishlist.ts';
import { workflowSteps, workflows } from './workflows.ts';

// For db.query.<table>.findMany({ with: ... }). Users and profiles (auth.ts, users.ts) carry no
// relations here; join them where needed.

export const productsRelations = relations(products, ({ many }) => ({
  priceHistory: many(productPriceHistory),
  inventoryHistory: many(inventoryHistory),
  reviews: many(reviews),
  vendorProducts: many(vendorProducts),
}));
export const productPriceHistoryRelations = relations(productPriceHistory, ({ one }) => ({
  product: one(products, { fields: [productPriceHistory.productId], references: [products.id] }),
}));
export const inventoryHistoryRelations = relations(inventoryHistory, ({ one }) => ({
  product: one(products, { fields: [inventoryHistory.productId], references: [products.id] }),
}));
export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
}));
export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));
export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  items: many(orderItems),
  deliveryMethod: one(deliveryMethods, {
    fields: [orders.deliveryMethodId],
    references: [deliveryMethods.id],
  }),
  campaign: one(campaigns, { fields: [orders.campaignId], references: [campaigns.id] }),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const quotesRelations = relations(quotes, ({ one, many }) => ({
  items: many(quoteItems),
  documents: many(quoteDocuments),
  convertedOrder: one(orders, { fields: [quotes.convertedOrderId], references: [orders.id] }),
}));
export const quoteItemsRelations = relations(quoteItems, ({ one }) => ({
  quote: one(quotes, { fields: [quoteItems.quoteId], references: [quotes.id] }),
  product: one(products, { fields: [quoteItems.productId], references: [products.id] }),
}));
export const quoteDocumentsRelations = relations(quoteDocuments, ({ one }) => ({
  quote: one(quotes, { fields: [quoteDocuments.quoteId], references: [quotes.id] }),
}));

export const vendorsRelations = relations(vendors, ({ many }) => ({
  products: many(vendorProducts),
  purchaseOrders: many(purchaseOrders),
  shipments: many(shipments),
  payments: many(vendorPayments),
  documents: many(vendorDocuments),
}));
export const vendorProductsRelations = relations(vendorProducts, ({ one }) => ({
  vendor: one(vendors, { fields: [vendorProducts.vendorId], references: [vendors.id] }),
  product: one(products, { fields: [vendorProducts.productId], references: [products.id] }),
}));
export const vendorDocumentsRelations = relations(vendorDocuments, ({ one }) => ({
  vendor: one(vendors, { fields: [vendorDocuments.vendorId], references: [vendors.id] }),
}));
export const purchaseOrdersRelations = relations(purchaseOrders, ({ one, many }) => ({
  vendor: one(vendors, { fields: [purchaseOrders.vendorId], references: [vendors.id] }),
  items: many(purchaseOrderItems),
  shipments: many(shipments),
  payments: many(vendorPayments),
}));
export const purchaseOrderItemsRelations = relations(purchaseOrderItems, ({ one }) => ({
  purchaseOrder: one(purchaseOrders, {
    fields: [purchaseOrderItems.purchaseOrderId],
    references: [purchaseOrders.id],
  }),
  product: one(products, { fields: [purchaseOrderItems.productId], references: [products.id] }),
}));
export const shipmentsRelations = relations(shipments, ({ one }) => ({
  vendor: one(vendors, { fields: [shipments.vendorId], references: [vendors.id] }),
  purchaseOrder: one(purchaseOrders, {
    fields: [shipments.purchaseOrderId],
    references: [purchaseOrders.id],
  }),
}));
export const vendorPaymentsRelations = relations(vendorPayments, ({ one }) => ({
  vendor: one(vendors, { fields: [vendorPayments.vendorId], references: [vendors.id] }),
  purchaseOrder: one(purchaseOrders, {
    fields: [vendorPayments.purchaseOrderId],
    references: [purchaseOrders.id],
  }),
}));

export const conversationsRelations = relations(conversations, ({ many }) => ({
  messages: many(messages),
  participants: many(conversationParticipants),
  tickets: many(supportTickets),
}));
export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
}));
export const conversationParticipantsRelations = relations(conversationParticipants, ({ one }) => ({
  conversation: one(conversations, {
    fields: [conversationParticipants.conversationId],
    references: [conversations.id],
  }),
}));
export const supportTicketsRelations = relations(supportTickets, ({ one }) => ({
  conversation: one(conversations, {
    fields: [supportTickets.conversationId],
    references: [conversations.id],
  }),
}));
export const creditLimitRequestsRelations = relations(creditLimitRequests, ({ one }) => ({
  ticket: one(supportTickets, { fields: [creditLimitRequests.ticketId], references: [supportTickets.id] }),
}));

export const campaignsRelations = relations(campaigns, ({ many }) => ({
  targets: many(campaignProducts),
  analytics: many(campaignAnalytics),
}));
export const campaignProductsRelations = relations(campaignProducts, ({ one }) => ({
  campaign: one(campaigns, { fields: [campaignProducts.campaignId], references: [campaigns.id] }),
  product: one(products, { fields: [campaignProducts.productId], references: [products.id] }),
}));
export const campaignAnalyticsRelations = relations(campaignAnalytics, ({ one }) => ({
  campaign: one(campaigns, { fields: [campaignAnalytics.campaignId], references: [campaigns.id] }),
}));

export const workflowsRelations = relations(workflows, ({ many }) => ({ steps: many(workflowSteps) }));
export const workflowStepsRelations = relations(workflowSteps, ({ one }) => ({
  workflow: one(workflows, { fields: [workflowSteps.workflowId], references: [workflows.id] }),
}));
