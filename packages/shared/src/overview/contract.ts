import { z } from 'zod';

/**
 * GET /api/partner/overview: the sidebar's pending tasks and the loyalty teaser (PRODUCT.md: pending
 * orders + open tickets + unread messages; 1 loyalty point per whole AUD of delivered orders).
 */
export const partnerOverviewSchema = z.object({
  pendingTasks: z.number().int().min(0),
  pendingOrders: z.number().int().min(0),
  openTickets: z.number().int().min(0),
  unreadMessages: z.number().int().min(0),
  loyaltyPoints: z.number().int().min(0),
});
export type PartnerOverview = z.infer<typeof partnerOverviewSchema>;

/** Spec 2's '5 pending tasks', with the real number. */
export function pendingTasksLabel(count: number): string {
  return `${count.toLocaleString('en-AU')} pending ${count === 1 ? 'task' : 'tasks'}`;
}

/** Ticket statuses that still wait on someone: everything but resolved and closed. */
export const openTicketStatuses = ['open', 'in_progress', 'pending'] as const;

/**
 * GET /api/associate/overview: the associate sidebar's pending tasks (PRODUCT.md: assigned open
 * tickets + quotes awaiting their approval, finance and admins only + workflow steps due) and the
 * dashboard's today's work (new quote requests, pending orders, low and out-of-stock products, open
 * tickets), in one read.
 */
export const associateOverviewSchema = z.object({
  pendingTasks: z.number().int().min(0),
  assignedTickets: z.number().int().min(0),
  quotesAwaitingApproval: z.number().int().min(0),
  workflowStepsDue: z.number().int().min(0),
  newQuoteRequests: z.number().int().min(0),
  pendingOrders: z.number().int().min(0),
  /** 1 to the product's low-stock level (10) in stock. */
  lowStockProducts: z.number().int().min(0),
  outOfStockProducts: z.number().int().min(0),
  openTickets: z.number().int().min(0),
});
export type AssociateOverview = z.infer<typeof associateOverviewSchema>;
