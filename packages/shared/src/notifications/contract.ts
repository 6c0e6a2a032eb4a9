import { z } from 'zod';
import { workProgressSchema } from '../progress/contract.ts';
import { messageCreatedEventSchema } from '../support/contract.ts';

export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  actionUrl: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the 20 newest, and how many are unread in all. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATION_LIST_LIMIT = 20;

/** Roles an admin can address a notification to; 'admin' means every administrator. */
export const notificationAudienceRoles = ['partner', 'vendor', 'associate', 'admin'] as const;

// An action url is followed by the bell on click, so only paths inside Party Central are accepted.
const actionUrlSchema = z
  .string()
  .trim()
  .max(500, 'Action URL must be at most 500 characters')
  .regex(/^\/(?!\/)[^\s]*$/, 'Action URL must be a path in Party Central, such as /partner/orders');

/** POST /api/admin/notifications: to one user or to everyone holding a role. */
export const adminNotificationInputSchema = z
  .strictObject({
    userId: z.string().uuid('Choose a valid user').optional(),
    role: z.enum(notificationAudienceRoles).optional(),
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    message: z
      .string()
      .trim()
      .min(1, 'Message is required')
      .max(2000, 'Message must be at most 2000 characters'),
    type: notificationTypeSchema.default('info'),
    actionUrl: actionUrlSchema.nullish(),
  })
  .refine((v) => (v.userId === undefined) !== (v.role === undefined), {
    message: 'Send to either one user or one role',
    path: ['userId'],
  });
export type AdminNotificationInput = z.input<typeof adminNotificationInputSchema>;

export const adminNotificationSentSchema = z.object({ recipients: z.number().int().min(0) });

/** GET /api/admin/notifications/recipients: people to send to, by name or email. */
export const notificationRecipientQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Search text must be at most 100 characters'),
});
export const notificationRecipientListSchema = z.object({
  items: z.array(z.object({ id: z.string().uuid(), name: z.string(), email: z.string() })),
});
export type NotificationRecipientList = z.infer<typeof notificationRecipientListSchema>;

/** One send by an admin, as the history at /admin/notifications lists it. */
export const sentNotificationSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  actionUrl: z.string().nullable(),
  audience: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('user'),
      userId: z.string().nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
    }),
    z.object({ kind: z.literal('role'), role: z.string() }),
  ]),
  recipients: z.number().int().min(0),
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export const sentNotificationListSchema = z.object({ items: z.array(sentNotificationSchema) });
export type SentNotification = z.infer<typeof sentNotificationSchema>;

/**
 * Live events sent over /api/events (server-sent events). `event:` is the type, `data:` the JSON
 * payload. The browser invalidates matching queries or shows a toast.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), data: notificationSchema }),
  z.object({ type: z.literal('notifications.changed'), data: z.object({}) }),
  z.object({
    type: z.literal('site.changed'),
    data: z.object({ systemMessage: z.string(), maintenance: z.boolean() }),
  }),
  z.object({ type: z.literal('cart.changed'), data: z.object({}) }),
  z.object({ type: z.literal('message.created'), data: messageCreatedEventSchema }),
  z.object({ type: z.literal('conversations.changed'), data: z.object({}) }),
  z.object({
    type: z.literal('order.changed'),
    data: z.object({ orderId: z.string(), status: z.string() }),
  }),
  /**
   * An order of the company needs approval, or was decided (docs/product/company-accounts.md,
   * "Approval"): approvers' /partner/approvals refreshes (the bell's toast tells them).
   */
  z.object({
    type: z.literal('order.approval'),
    data: z.object({ orderId: z.string(), status: z.string() }),
  }),
  /** A product's stock changed (sent to everyone, visitors included): open product pages refresh it. */
  z.object({
    type: z.literal('product.stock'),
    data: z.object({ productId: z.string(), stockQuantity: z.number().int() }),
  }),
  z.object({ type: z.literal('wishlist.changed'), data: z.object({}) }),
  /** A saved list of the company was made, changed or deleted: every member's open Saved Lists refreshes. */
  z.object({ type: z.literal('saved_list.changed'), data: z.object({ listId: z.string() }) }),
  /** A quote was requested or changed: the associates' Quotes screen refreshes. */
  z.object({
    type: z.literal('quote.changed'),
    data: z.object({ quoteId: z.string(), status: z.string() }),
  }),
  /** A lead was worked or converted: the associates' Leads screen refreshes. */
  z.object({
    type: z.literal('lead.changed'),
    data: z.object({ leadId: z.string(), stage: z.string() }),
  }),
  /** A campaign was created, changed, reviewed or moved by the job: the staff Campaigns screen refreshes. */
  z.object({
    type: z.literal('campaign.changed'),
    data: z.object({ campaignId: z.string(), status: z.string() }),
  }),
  /** A purchase order was raised or changed: staff lists and the vendor's pages refresh. */
  z.object({
    type: z.literal('purchase_order.changed'),
    data: z.object({ purchaseOrderId: z.string(), status: z.string() }),
  }),
  /** A vendor added, changed or removed its offer of a product: the staff's PO offers and low-stock list refresh. */
  z.object({
    type: z.literal('vendor_offer.changed'),
    data: z.object({ productId: z.string() }),
  }),
  /** A vendor's document was uploaded, verified or rejected: the vendor's Documents screen and staff lists refresh. */
  z.object({
    type: z.literal('vendor_document.changed'),
    data: z.object({ documentId: z.string(), status: z.string() }),
  }),
  /** A support ticket was opened, assigned or updated: the desk's list and the partner's tickets refresh. */
  z.object({
    type: z.literal('ticket.changed'),
    data: z.object({ ticketId: z.string(), status: z.string() }),
  }),
  /** A workflow or one of its steps changed, or a task was assigned: the Workflows screen refreshes. */
  z.object({
    type: z.literal('workflow.changed'),
    data: z.object({ workflowId: z.string().nullable() }),
  }),
  /** A credit limit request was sent, opened or decided: the partner's Credit Limit tab and the reviewers' list refresh. */
  z.object({
    type: z.literal('credit_request.changed'),
    data: z.object({ requestId: z.string(), status: z.string() }),
  }),
  /** A return was requested, decided or received: the associates' Returns and the company's refresh. */
  z.object({
    type: z.literal('return.changed'),
    data: z.object({ returnId: z.string(), status: z.string() }),
  }),
  /** A company's account moved (invoice, payment, adjustment note): its Statements and finance's Receivables refresh. */
  z.object({
    type: z.literal('account.changed'),
    data: z.object({ companyId: z.string() }),
  }),
  /** An admin changed a user's roles or Active state: admin user lists refresh. */
  z.object({
    type: z.literal('user.changed'),
    data: z.object({ userId: z.string() }),
  }),
  /** A company's members or invitations changed: its Company page and /api/me refetch (docs/decisions/0019-company-accounts.md §8). */
  z.object({
    type: z.literal('company.changed'),
    data: z.object({ companyId: z.string() }),
  }),
  /**
   * How far a run the browser follows has got (a bulk change, a CSV export or import), sent to the
   * user who started it while it runs: their progress bar (progress/contract.ts).
   */
  z.object({ type: z.literal('work.progress'), data: workProgressSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Milliseconds the browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const LIVE_EVENTS_RETRY_MS = 3000;

/**
 * A low-stock email goes out only for a warning whose title carries 'Low Stock'
 * (and only when the recipient's system_updates preference is on or absent, checked on the server).
 */
export function isLowStockAlert(notification: { type: NotificationType; title: string }): boolean {
  return notification.type === 'warning' && notification.title.includes('Low Stock');
}
