import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** A status's words and colour. */
export interface StatusStyle {
  label: string;
  tone: BadgeVariant;
}

type StatusMap = Readonly<Record<string, StatusStyle>>;

const pending: StatusStyle = { label: 'Pending', tone: 'pending' };
const processing: StatusStyle = { label: 'Processing', tone: 'warning' };
const shipped: StatusStyle = { label: 'Shipped', tone: 'info' };
const delivered: StatusStyle = { label: 'Delivered', tone: 'success' };
const cancelled: StatusStyle = { label: 'Cancelled', tone: 'danger' };
const approved: StatusStyle = { label: 'Approved', tone: 'success' };
const rejected: StatusStyle = { label: 'Rejected', tone: 'danger' };
const active: StatusStyle = { label: 'Active', tone: 'success' };
const closed: StatusStyle = { label: 'Closed', tone: 'neutral' };

/**
 * One map per entity: each status's label and tone, so a status reads and looks the same on every
 * screen and portal. Order colours are docs/product/partner-portal.md's (delivered green, shipped blue, processing yellow,
 * pending orange, cancelled red); the others follow them (done green, moving blue, waiting orange,
 * refused or failed red, finished neutral).
 */
export const statusMaps = {
  order: {
    // docs/product/company-accounts.md, Approval: 'Awaiting approval' (purple).
    awaiting_approval: { label: 'Awaiting approval', tone: 'approval' },
    pending,
    processing,
    shipped,
    delivered,
    cancelled,
  },
  // docs/product/company-accounts.md, Approval: what became of an order that needed approval.
  orderApproval: {
    awaiting: { label: 'Awaiting approval', tone: 'approval' },
    approved,
    rejected,
    expired: { label: 'Approval expired', tone: 'danger' },
  },
  quote: {
    requested: { label: 'Requested', tone: 'pending' },
    draft: { label: 'Draft', tone: 'neutral' },
    sent: { label: 'Sent', tone: 'info' },
    accepted: { label: 'Accepted', tone: 'success' },
    declined: { label: 'Declined', tone: 'danger' },
    expired: { label: 'Expired', tone: 'danger' },
    converted: { label: 'Converted', tone: 'success' },
  },
  lead: {
    new: { label: 'New', tone: 'pending' },
    contacted: { label: 'Contacted', tone: 'info' },
    qualified: { label: 'Qualified', tone: 'warning' },
    won: { label: 'Won', tone: 'success' },
    lost: { label: 'Lost', tone: 'neutral' },
  },
  quoteApproval: { pending: { label: 'Approval Required', tone: 'pending' }, approved, rejected },
  quoteStock: {
    out_of_stock: { label: 'Out of Stock', tone: 'danger' },
    low_stock: { label: 'Low Stock', tone: 'warning' },
    in_stock: { label: 'In Stock', tone: 'success' },
  },
  ticket: {
    open: { label: 'Open', tone: 'pending' },
    in_progress: { label: 'In progress', tone: 'info' },
    pending,
    resolved: { label: 'Resolved', tone: 'success' },
    closed,
  },
  ticketPriority: {
    high: { label: 'High', tone: 'danger' },
    medium: { label: 'Medium', tone: 'warning' },
    low: { label: 'Low', tone: 'info' },
  },
  creditRequest: {
    pending,
    under_review: { label: 'Under review', tone: 'warning' },
    approved,
    rejected,
    cancelled,
  },
  creditLimit: {
    active,
    suspended: { label: 'Suspended', tone: 'warning' },
    frozen: { label: 'Frozen', tone: 'danger' },
  },
  purchaseOrder: {
    pending,
    accepted: { label: 'Accepted', tone: 'success' },
    rejected,
    completed: { label: 'Completed', tone: 'success' },
  },
  shipment: {
    preparing: { label: 'Preparing', tone: 'pending' },
    shipped,
    in_transit: { label: 'In transit', tone: 'info' },
    delivered,
  },
  /** Overdue is shown, never stored: a pending payment past its due date (docs/product/vendor-portal.md). */
  payment: {
    pending,
    processing,
    paid: { label: 'Paid', tone: 'success' },
    overdue: { label: 'Overdue', tone: 'danger' },
  },
  onboarding: { pending: { label: 'Under review', tone: 'pending' }, approved, rejected },
  /** An invoice on account (docs/product/receivables.md); overdue is shown, never stored. */
  accountInvoice: {
    open: { label: 'Open', tone: 'info' },
    part_paid: { label: 'Part-paid', tone: 'warning' },
    paid: { label: 'Paid', tone: 'success' },
    overdue: { label: 'Overdue', tone: 'danger' },
  },
  /** The campaign lifecycle of docs/product/associate-portal.md; cancelled is the soft delete. */
  campaign: {
    draft: { label: 'Draft', tone: 'neutral' },
    scheduled: { label: 'Scheduled', tone: 'info' },
    active,
    ended: { label: 'Ended', tone: 'neutral' },
    cancelled,
  },
  campaignApproval: { pending: { label: 'Awaiting approval', tone: 'pending' }, approved, rejected },
  /** A price list on today's (Sydney) date, docs/product/wholesale-buying.md. */
  priceList: {
    active,
    scheduled: { label: 'Scheduled', tone: 'info' },
    expired: { label: 'Expired', tone: 'neutral' },
  },
  /** docs/product/associate-portal.md: 0 Out of Stock, 1 to 10 Low Stock, above In Stock. */
  stock: {
    'In Stock': { label: 'In Stock', tone: 'success' },
    'Low Stock': { label: 'Low Stock', tone: 'warning' },
    'Out of Stock': { label: 'Out of Stock', tone: 'danger' },
  },
  conversation: { active, closed },
  workflow: { active, completed: { label: 'Completed', tone: 'success' } },
  workflowStep: {
    pending,
    in_progress: { label: 'In progress', tone: 'info' },
    completed: { label: 'Completed', tone: 'success' },
  },
  task: {
    pending,
    in_progress: { label: 'In progress', tone: 'info' },
    completed: { label: 'Completed', tone: 'success' },
    cancelled,
  },
  /** A vendor's catalog offer: only an available one can be ordered on a purchase order. */
  vendorOffer: {
    available: { label: 'Available', tone: 'success' },
    unavailable: { label: 'Unavailable', tone: 'neutral' },
  },
  /** The associate account statuses (docs/product/admin-area.md): disabled is Inactive, an undecided application Pending Approval. */
  associateAccount: {
    active: { label: 'Active', tone: 'success' },
    pending_approval: { label: 'Pending Approval', tone: 'pending' },
    inactive: { label: 'Inactive', tone: 'neutral' },
  },
  /** The document badges of docs/product/vendor-portal.md (Rejected: an admin refused it). */
  vendorDocument: {
    expired: { label: 'Expired', tone: 'danger' },
    rejected,
    pending_review: { label: 'Pending Review', tone: 'pending' },
    expiring_soon: { label: 'Expiring Soon', tone: 'warning' },
    verified: { label: 'Verified', tone: 'success' },
  },
  email: {
    pending,
    sent: { label: 'Sent', tone: 'info' },
    failed: { label: 'Failed', tone: 'danger' },
    stored: { label: 'Stored', tone: 'neutral' },
    suppressed: { label: 'Suppressed', tone: 'neutral' },
  },
  // docs/product/wholesale-buying.md, "Quick order": each checked line, ready or what keeps it out.
  quickOrderLine: {
    ok: { label: 'Ready', tone: 'success' },
    invalid: { label: 'Not a line', tone: 'danger' },
    unknown_sku: { label: 'Unknown SKU', tone: 'danger' },
    minimum: { label: 'Below minimum', tone: 'warning' },
    pack_size: { label: 'Pack size', tone: 'warning' },
    short_stock: { label: 'Short of stock', tone: 'warning' },
  },
  // docs/product/wholesale-buying.md, "Order again": what became of each line.
  reorderLine: {
    added: { label: 'Added', tone: 'success' },
    price_changed: { label: 'Price changed', tone: 'info' },
    quantity_adjusted: { label: 'Quantity adjusted', tone: 'info' },
    short_stock: { label: 'Short of stock', tone: 'warning' },
    not_sold: { label: 'No longer sold', tone: 'danger' },
  },
  // docs/product/returns.md: asked, agreed or refused, and the goods back.
  return: {
    requested: { label: 'Requested', tone: 'pending' },
    approved: { label: 'Approved', tone: 'info' },
    rejected,
    received: { label: 'Received', tone: 'success' },
  },
  /** An admin bulk run (Enhanced Bulk's history). */
  bulkOperation: {
    running: { label: 'Running', tone: 'info' },
    completed: { label: 'Completed', tone: 'success' },
    failed: { label: 'Failed', tone: 'danger' },
    undone: { label: 'Undone', tone: 'neutral' },
  },
} as const satisfies Record<string, StatusMap>;

export type StatusEntity = keyof typeof statusMaps;

/** 'in_progress' → 'In progress': the words of a status no map knows. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label and tone of an entity's status; an unknown one reads as it is, in neutral. */
export function statusStyle(entity: StatusEntity, status: string): StatusStyle {
  const map: StatusMap = statusMaps[entity];
  return map[status.toLowerCase()] ?? { label: statusLabel(status), tone: 'neutral' };
}

export function StatusBadge({
  entity,
  status,
  label,
}: {
  entity: StatusEntity;
  status: string;
  /** Overrides the map's label (rarely: a screen with its own wording). */
  label?: string;
}) {
  const style = statusStyle(entity, status);
  return <Badge variant={style.tone}>{label ?? style.label}</Badge>;
}
