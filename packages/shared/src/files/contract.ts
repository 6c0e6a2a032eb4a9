import { z } from 'zod';
import { idParams, pageOf, pageQuery } from '../paging/paging.ts';

// ---- admin: File Management (/admin/files) and Advanced Files (/admin/files-advanced) ----

/** What a file is, told from its stored type: images and PDFs preview in the browser. */
export const fileKinds = ['image', 'pdf', 'other'] as const;
export type FileKind = (typeof fileKinds)[number];

/**
 * Types the preview answers inline (never SVG or HTML, which could run script on our origin);
 * everything else is download only.
 */
export const previewableFileTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

export function fileKindOf(mimeType: string): FileKind {
  if (mimeType === 'application/pdf') return 'pdf';
  return mimeType.startsWith('image/') ? 'image' : 'other';
}

export function isPreviewable(mimeType: string): boolean {
  return (previewableFileTypes as readonly string[]).includes(mimeType);
}

/** Any upload over the max_file_size_mb system setting: a document, a product CSV. */
export const fileTooLargeMessage = (limitMb: number) =>
  `The file is larger than the ${limitMb} MB upload limit.`;

/** What each upload's `purpose` means on screen. */
export const filePurposeLabels: Record<string, string> = {
  vendor_document: 'Vendor document',
  quote_document: 'Quote document',
};
export const filePurposeLabel = (purpose: string) =>
  filePurposeLabels[purpose] ?? purpose.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

export const fileSortable = ['createdAt', 'sizeBytes', 'originalName'] as const;
const maxDeleteIds = 100;

export const fileMessages = {
  /** The bulk delete's confirmation (the Advanced Files and File Management screens). */
  confirmDelete: (count: number) =>
    `You are about to delete ${count} ${count === 1 ? 'file' : 'files'}. This action cannot be undone.`,
  deleted: (count: number) => `${count} ${count === 1 ? 'file' : 'files'} deleted`,
  notFound: 'One or more of the selected files no longer exist. Refresh the list and try again.',
  notPreviewable: 'This file cannot be previewed. Download it instead.',
  sizeRange: 'Minimum size must not be more than the maximum size',
  dateRange: 'From must not be after To',
};

const pageFields = pageQuery({ defaultSize: 20 });

const sizeField = (label: string) =>
  z.coerce
    .number()
    .int(`${label} must be a whole number of bytes`)
    .min(0, `${label} must not be negative`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`)
    .optional();

/** The filters both screens send: search, type, purpose, owner, upload dates and size in bytes. */
export const fileListQuerySchema = z
  .object({
    /** File name, owner name or owner email (contains). */
    search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
    kind: z.enum(['all', ...fileKinds], { error: 'Type must be image, pdf or other' }).default('all'),
    purpose: z.string().trim().max(100, 'Purpose must be at most 100 characters').optional(),
    ownerId: z.uuid('Owner must be a user id').optional(),
    from: z.iso.date({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
    to: z.iso.date({ error: 'To must be a date (YYYY-MM-DD)' }).optional(),
    minSize: sizeField('Minimum size'),
    maxSize: sizeField('Maximum size'),
    sort: z
      .enum([...fileSortable, ...fileSortable.map((s) => `-${s}` as const)], { error: 'Unknown sort' })
      .default('-createdAt'),
    ...pageFields,
  })
  .refine((q) => q.minSize === undefined || q.maxSize === undefined || q.minSize <= q.maxSize, {
    message: fileMessages.sizeRange,
    path: ['minSize'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: fileMessages.dateRange, path: ['from'] });
export type FileListQuery = z.input<typeof fileListQuerySchema>;
export type FileListParams = z.output<typeof fileListQuerySchema>;

export const adminFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  kind: z.enum(fileKinds),
  previewable: z.boolean(),
  sizeBytes: z.number().int(),
  purpose: z.string(),
  /** What uses the file ('Vendor document "Insurance" of Sparkle Supplies'); null when nothing does. */
  usedBy: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;

export const adminFileListSchema = pageOf(adminFileSchema).extend({
  /** The bytes of every file that matches (all pages). */
  totalBytes: z.number(),
  /** Every purpose in the table, for the purpose filter. */
  purposes: z.array(z.string()),
});
export type AdminFileList = z.infer<typeof adminFileListSchema>;

const usageSchema = z.object({ count: z.number().int(), bytes: z.number() });
export const fileStorageSummarySchema = z.object({
  totalFiles: z.number().int(),
  totalBytes: z.number(),
  byKind: z.array(usageSchema.extend({ kind: z.enum(fileKinds) })),
  byPurpose: z.array(usageSchema.extend({ purpose: z.string() })),
});
export type FileStorageSummary = z.infer<typeof fileStorageSummarySchema>;

export const fileOwnerQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  ...pageFields,
});
export type FileOwnerQuery = z.input<typeof fileOwnerQuerySchema>;

export const fileOwnerSchema = z.object({
  /** Null: files whose owner's account is gone. */
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  fileCount: z.number().int(),
  totalBytes: z.number(),
  latestUpload: z.string(),
});
export type FileOwner = z.infer<typeof fileOwnerSchema>;

export const fileOwnerListSchema = pageOf(fileOwnerSchema);
export type FileOwnerList = z.infer<typeof fileOwnerListSchema>;

export const fileIdParamsSchema = idParams('File');

export const deleteFilesInputSchema = z.strictObject({
  ids: z
    .array(z.uuid('Each file id must be a UUID'))
    .min(1, 'Choose at least one file')
    .max(maxDeleteIds, `Delete at most ${maxDeleteIds} files at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each file may be chosen once'),
});
export type DeleteFilesInput = z.infer<typeof deleteFilesInputSchema>;

export const deleteFilesResultSchema = z.object({
  deleted: z.number().int(),
  freedBytes: z.number(),
  /** Vendor documents removed with their files (a document without its file cannot be reviewed). */
  documentsRemoved: z.number().int(),
});
export type DeleteFilesResult = z.infer<typeof deleteFilesResultSchema>;
