import { z } from 'zod';
import { pageOf, pageQuery } from '../paging/paging.ts';
import {
  adjustmentOutcomeValues,
  returnDispositionValues,
  returnReasonValues,
  returnStatusValues,
} from './contract.ts';

// The returns API (docs/product/returns.md): the partner asks, staff decide and receive.

export const RETURN_NOTES_MAX = 1000;
export const RETURN_DECISION_REASON_MAX = 500;
export const RETURN_MAX_PHOTOS = 5;
export const RETURN_MAX_LINES = 200;
/** Photos of the goods: told by their first bytes, never by name. */
export const returnPhotoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** docs/product/returns.md: the texts a person sees when a return is refused. */
export const returnMessages = {
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: (lastDay: string) =>
    `The return window for this order closed on ${lastDay}. Contact us if the goods are faulty.`,
  returnsOff: 'Returns are turned off at the moment. Contact us about this order.',
  tooMany: (name: string, most: number) =>
    most > 0
      ? `${name}: at most ${most.toLocaleString('en-AU')} may still come back.`
      : `${name}: nothing more of this line may come back.`,
  notOnOrder: 'This line is not on the order.',
  duplicateLine: 'Each line of the order may appear once.',
  notRequested: (number: string, status: string) =>
    `Return ${number} is ${status.toLowerCase()}, so it can no longer be decided.`,
  notApproved: (number: string, status: string) =>
    `Return ${number} is ${status.toLowerCase()}; only an approved return can be received.`,
  alreadyReceived: (number: string) => `Return ${number} was already received.`,
  receiveLines: 'Choose Restock or Write off for every line of the return, once each.',
  tooManyPhotos: `A return holds at most ${RETURN_MAX_PHOTOS} photos.`,
  photoNotMultipart: 'Send the photo as multipart/form-data.',
  photoRequired: 'Choose a photo to upload.',
  photoEmpty: 'The photo is empty.',
  photoWrongType: (fileName: string) => `${fileName || 'This file'} is not a JPEG, PNG or WebP image.`,
  photosClosed: 'Photos can be added only while the return is being decided.',
  reasonRequired: 'Give a reason for the rejection.',
} as const;

const uuid = (message: string) => z.uuid(message);

/** POST /api/partner/returns. */
export const createReturnSchema = z.strictObject({
  orderId: uuid('Choose a delivered order'),
  lines: z
    .array(
      z.strictObject({
        orderItemId: uuid('Choose a line of the order'),
        quantity: z
          .number({ error: 'Enter a quantity' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(100_000, 'Quantity is too large'),
      }),
      { error: 'Choose the lines to return' },
    )
    .min(1, 'Choose at least one line to return')
    .max(RETURN_MAX_LINES, `A return holds at most ${RETURN_MAX_LINES} lines`)
    .refine((lines) => new Set(lines.map((l) => l.orderItemId)).size === lines.length, {
      message: returnMessages.duplicateLine,
    }),
  reason: z.enum(returnReasonValues, { error: 'Choose a reason' }),
  notes: z
    .string()
    .trim()
    .max(RETURN_NOTES_MAX, `Notes must be at most ${RETURN_NOTES_MAX.toLocaleString('en-AU')} characters`)
    .optional(),
});
export type CreateReturnInput = z.input<typeof createReturnSchema>;

/** POST /api/associate/returns/:id/reject: the reason the partner sees. */
export const rejectReturnSchema = z.strictObject({
  reason: z
    .string({ error: returnMessages.reasonRequired })
    .trim()
    .min(1, returnMessages.reasonRequired)
    .max(RETURN_DECISION_REASON_MAX, `Reason must be at most ${RETURN_DECISION_REASON_MAX} characters`),
});
export type RejectReturnInput = z.input<typeof rejectReturnSchema>;

/** POST /api/associate/returns/:id/receive: each line restocked or written off. */
export const receiveReturnSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        orderItemId: uuid('Choose a line of the return'),
        disposition: z.enum(returnDispositionValues, { error: 'Choose Restock or Write off' }),
      }),
      { error: returnMessages.receiveLines },
    )
    .min(1, returnMessages.receiveLines)
    .max(RETURN_MAX_LINES, returnMessages.receiveLines),
});
export type ReceiveReturnInput = z.input<typeof receiveReturnSchema>;

const statusFilter = z
  .enum(['all', ...returnStatusValues], { error: 'Unknown return status' })
  .default('all');

/** GET /api/partner/returns: newest first. */
export const partnerReturnQuerySchema = z.object({ status: statusFilter, ...pageQuery() });
export type PartnerReturnQuery = z.input<typeof partnerReturnQuerySchema>;

/** GET /api/associate/returns: newest first, searched by RMA number, order number or company. */
export const staffReturnQuerySchema = z.object({
  status: statusFilter,
  search: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  ...pageQuery(),
});
export type StaffReturnQuery = z.input<typeof staffReturnQuerySchema>;

/** GET /api/partner/returns/:id/photos/:fileId. */
export const returnPhotoParams = z.object({
  id: z.uuid('Return id must be a UUID'),
  fileId: z.uuid('Photo id must be a UUID'),
});

export const returnSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  companyName: z.string(),
  status: z.enum(returnStatusValues),
  reason: z.enum(returnReasonValues),
  units: z.number().int(),
  /** The adjustment note's total once received (dollars, GST inclusive). */
  creditAmount: z.number().nullable(),
  createdAt: z.string(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;
export const returnPageSchema = pageOf(returnSummarySchema);
export type ReturnPage = z.infer<typeof returnPageSchema>;

export const adjustmentNoteSchema = z.object({
  number: z.string(),
  invoiceNumber: z.string(),
  issuedOn: z.string(),
  totalAmount: z.number(),
  gstAmount: z.number(),
  outcome: z.enum(adjustmentOutcomeValues),
  creditedAmount: z.number(),
  refundedAmount: z.number(),
});
export type AdjustmentNote = z.infer<typeof adjustmentNoteSchema>;

export const returnDetailSchema = returnSummarySchema.extend({
  notes: z.string(),
  requestedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      productId: z.string().nullable(),
      productName: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      disposition: z.enum(returnDispositionValues).nullable(),
    }),
  ),
  photos: z.array(
    z.object({ fileId: z.string(), fileName: z.string(), contentType: z.string(), createdAt: z.string() }),
  ),
  adjustmentNote: adjustmentNoteSchema.nullable(),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

/** GET /api/partner/orders/:id/returnable: what the Request a Return form offers. */
export const returnableOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  deliveredAt: z.string(),
  /** The window's last day (Sydney's calendar), or null when returns are off. */
  lastDay: z.string().nullable(),
  open: z.boolean(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      returnable: z.number().int(),
    }),
  ),
});
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>;

/** POST /api/partner/returns/:id/photos: the form holds the file and no text fields. */
export const returnPhotoFieldsSchema = z.strictObject({});
