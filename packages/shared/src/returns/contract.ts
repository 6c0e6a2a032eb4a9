/**
 * Returns of delivered goods (docs/product/returns.md): the partner asks within the return window,
 * staff approve or reject, then mark the goods received, each line restocked or written off; a
 * received return issues one adjustment note.
 */
export const returnStatusValues = ['requested', 'approved', 'rejected', 'received'] as const;
export type ReturnStatus = (typeof returnStatusValues)[number];

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
};

export const returnReasonValues = [
  'damaged_in_transit',
  'faulty',
  'wrong_item',
  'not_as_described',
  'ordered_too_many',
  'other',
] as const;
export type ReturnReason = (typeof returnReasonValues)[number];

export const returnReasonLabels: Record<ReturnReason, string> = {
  damaged_in_transit: 'Arrived damaged',
  faulty: 'Faulty',
  wrong_item: 'Wrong item sent',
  not_as_described: 'Not as described',
  ordered_too_many: 'Ordered too many',
  other: 'Other',
};

/** What staff do with a received line: back on the shelf, or written off as damaged. */
export const returnDispositionValues = ['restock', 'write_off'] as const;
export type ReturnDisposition = (typeof returnDispositionValues)[number];

/** An adjustment note credits the company's account (an order on account) or records a refund. */
export const adjustmentOutcomeValues = ['account_credit', 'refund'] as const;
export type AdjustmentOutcome = (typeof adjustmentOutcomeValues)[number];

/** docs/product/returns.md: a return may be asked for up to 30 days after delivery unless an admin sets otherwise. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

/** An adjustment note's number is the sequence's: 'AN-000001'; a return's 'RMA-000001'. */
export const ADJUSTMENT_NOTE_PREFIX = 'AN';
export const RETURN_PREFIX = 'RMA';
