import { z } from 'zod';
import { daysBetween } from '../calendar/calendar-days.ts';
import { fileTooLargeMessage } from '../files/contract.ts';
import { pageOf } from '../paging/paging.ts';

/** docs/product/vendor-portal.md: the kinds of business document a vendor keeps on file. */
export const vendorDocumentTypes = [
  'business_license',
  'tax_certificate',
  'insurance_certificate',
  'quality_certification',
  'compliance_document',
  'other',
] as const;
export type VendorDocumentType = (typeof vendorDocumentTypes)[number];

export const vendorDocumentTypeLabels: Record<VendorDocumentType, string> = {
  business_license: 'Business License',
  tax_certificate: 'Tax Certificate',
  insurance_certificate: 'Insurance Certificate',
  quality_certification: 'Quality Certification',
  compliance_document: 'Compliance Document',
  other: 'Other',
};

/** The documents the empty Document Library asks a new vendor for (its checklist). */
export const requiredVendorDocumentTypes = [
  'business_license',
  'tax_certificate',
  'insurance_certificate',
] as const satisfies readonly VendorDocumentType[];

/** docs/product/vendor-portal.md: a verified document expiring within this many days is Expiring Soon. */
export const EXPIRING_SOON_DAYS = 30;

/**
 * The badge of one document, in the order of docs/product/vendor-portal.md: expired when the expiry date is past; else not
 * verified → Pending Review; else verified and expiring within 30 days → Expiring Soon; else
 * Verified. A document an admin rejected (admins verify or reject) reads Rejected
 * rather than Pending Review, since nobody is reviewing it any more.
 */
export const vendorDocumentStatuses = [
  'expired',
  'rejected',
  'pending_review',
  'expiring_soon',
  'verified',
] as const;
export type VendorDocumentStatus = (typeof vendorDocumentStatuses)[number];

export const vendorDocumentStatusLabels: Record<VendorDocumentStatus, string> = {
  expired: 'Expired',
  rejected: 'Rejected',
  pending_review: 'Pending Review',
  expiring_soon: 'Expiring Soon',
  verified: 'Verified',
};

/** The badge of a document on `today` (YYYY-MM-DD, the business's day). */
export function vendorDocumentStatus(
  doc: { expiryDate: string | null; isVerified: boolean; rejectedAt: string | null },
  today: string,
): VendorDocumentStatus {
  if (doc.expiryDate && doc.expiryDate < today) return 'expired';
  if (!doc.isVerified) return doc.rejectedAt ? 'rejected' : 'pending_review';
  if (doc.expiryDate && daysBetween(today, doc.expiryDate) <= EXPIRING_SOON_DAYS) return 'expiring_soon';
  return 'verified';
}

/**
 * The four counters (counted expired first, then verified, then pending): an expired
 * document counts as Expired only; Verified counts verified ones, expiring soon included.
 */
export function vendorDocumentCounts(statuses: readonly VendorDocumentStatus[]) {
  return {
    total: statuses.length,
    verified: statuses.filter((s) => s === 'verified' || s === 'expiring_soon').length,
    pendingReview: statuses.filter((s) => s === 'pending_review').length,
    expired: statuses.filter((s) => s === 'expired').length,
  };
}

/** The file types an upload may hold, told by their content (magic bytes), never by name. */
export const vendorDocumentContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const VENDOR_DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/**
 * How many documents one vendor may upload in a window (docs/product/stock-and-uploads.md); the
 * admins hear once per window of a vendor's uploads, not once per file.
 */
export const VENDOR_DOCUMENT_UPLOADS_PER_WINDOW = 10;
export const VENDOR_DOCUMENT_WINDOW_MINUTES = 10;

export const vendorDocumentMessages = {
  tooMany: (wait: string) =>
    `You have uploaded ${VENDOR_DOCUMENT_UPLOADS_PER_WINDOW} documents in the last ${VENDOR_DOCUMENT_WINDOW_MINUTES} minutes. Please wait ${wait} before uploading another.`,
  required: 'Please fill in all required fields',
  fileRequired: 'Choose a PDF, PNG or JPEG file to upload',
  wrongType: (fileName: string, detected: string | null) =>
    `Only PDF, PNG or JPEG files can be uploaded: "${fileName}" ${detected ? `holds ${detected} content` : 'is none of these'}, whatever its name says.`,
  tooLarge: fileTooLargeMessage,
  empty: 'The file is empty.',
  notMultipart: 'Send the document as multipart/form-data with the file and its details.',
  uploaded: 'Document uploaded successfully',
  alreadyVerified: 'This document is already verified.',
  alreadyRejected: 'This document is already rejected.',
  noFile: 'This document has no file to download.',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
// Date.parse takes 2027-02-30 (as 2 March); PostgreSQL does not: the day must exist.
export const isCalendarDate = (value: string) =>
  isoDate.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const noNul = (value: string) => !value.includes('\u0000');

/**
 * The text fields sent with the file in POST /api/vendor/documents (multipart/form-data).
 * docs/product/vendor-portal.md: name and type required ('Please fill in all required fields'); expiry optional.
 */
export const vendorDocumentFieldsSchema = z.strictObject({
  documentName: z
    .string(vendorDocumentMessages.required)
    .trim()
    .min(1, vendorDocumentMessages.required)
    .max(200, 'Document name must be at most 200 characters')
    .refine(noNul, 'Must not contain the NUL character (\\u0000)'),
  documentType: z.enum(vendorDocumentTypes, vendorDocumentMessages.required),
  // A blank field means no expiry date.
  expiryDate: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isCalendarDate(v), {
      message: 'Expiry date must be a date (YYYY-MM-DD)',
    })
    .refine((v) => v === undefined || (v >= '2000-01-01' && v <= '2199-12-31'), {
      message: 'Expiry date must be between 2000 and 2199',
    }),
});
export type VendorDocumentFields = z.input<typeof vendorDocumentFieldsSchema>;

export const vendorDocumentSchema = z.object({
  id: z.string().uuid(),
  documentName: z.string(),
  documentType: z.enum(vendorDocumentTypes),
  expiryDate: z.string().nullable(),
  status: z.enum(vendorDocumentStatuses),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Bytes; shown in MB with 2 decimals. Null for a record kept without a file. */
  fileSize: z.number().int().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  hasFile: z.boolean(),
  createdAt: z.string(),
});
export type VendorDocument = z.infer<typeof vendorDocumentSchema>;

export const vendorDocumentCountsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  pendingReview: z.number().int(),
  expired: z.number().int(),
});

/** GET /api/vendor/documents: the vendor's documents, newest first, the four counters and the upload limit. */
export const vendorDocumentListSchema = z.object({
  items: z.array(vendorDocumentSchema),
  counts: vendorDocumentCountsSchema,
  /** The max_file_size_mb setting, so the upload dialog can say it (the server enforces it). */
  maxFileSizeMb: z.number().int(),
});
export type VendorDocumentList = z.infer<typeof vendorDocumentListSchema>;

/** GET /api/admin/vendor-documents: every vendor's documents for the admins' review. */
export const staffVendorDocumentQuerySchema = z.strictObject({
  status: z.enum(vendorDocumentStatuses).optional(),
  vendorId: z.string().uuid('Vendor id must be a UUID').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const staffVendorDocumentSchema = vendorDocumentSchema.extend({
  vendorId: z.string().uuid(),
  vendorName: z.string(),
});
export type StaffVendorDocument = z.infer<typeof staffVendorDocumentSchema>;
export const staffVendorDocumentListSchema = pageOf(staffVendorDocumentSchema);
export type StaffVendorDocumentList = z.infer<typeof staffVendorDocumentListSchema>;

/** POST /api/admin/vendor-documents/:id/reject: the reason the vendor reads. */
export const rejectVendorDocumentSchema = z.strictObject({
  reason: z
    .string('Rejection reason is required')
    .trim()
    .min(1, 'Rejection reason is required')
    .max(1000, 'Rejection reason must be at most 1000 characters'),
});
export type RejectVendorDocumentInput = z.input<typeof rejectVendorDocumentSchema>;
