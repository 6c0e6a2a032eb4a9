import { randomUUID } from 'node:crypto';
import {
  businessDay,
  type Principal,
  VENDOR_DOCUMENT_UPLOADS_PER_WINDOW,
  VENDOR_DOCUMENT_WINDOW_MINUTES,
  type VendorDocument,
  vendorDocumentContentTypes,
  vendorDocumentFieldsSchema,
  vendorDocumentMessages,
  vendorDocumentTypeLabels,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { ReceivedUpload, UploadRules } from '../../http/multipart-upload.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import {
  consumeRateLimit,
  countInWindow,
  type RateLimitRule,
  releaseRateLimit,
} from '../../lib/rate-limit.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { listStaffRecipients } from '../accounts/list-staff-recipients.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { getSettings } from '../settings/get-settings.ts';
import { toVendorDocument } from './to-vendor-document.ts';
import { vendorDocumentScope } from './vendor-documents.policy.ts';
import {
  findVendorDocument,
  findVendorOfUser,
  insertUploadedDocument,
  type NewUploadedDocument,
} from './vendor-documents.repository.ts';

const ADMIN_REVIEW_PATH = '/admin/vendors';
const WINDOW_MS = VENDOR_DOCUMENT_WINDOW_MINUTES * 60_000;
const UPLOAD_LIMIT: RateLimitRule = {
  limit: VENDOR_DOCUMENT_UPLOADS_PER_WINDOW,
  windowMs: WINDOW_MS,
  message: vendorDocumentMessages.tooMany,
};

/** The form's fields and the file, or the 400 a person can act on (the first field's message). */
function uploadedFields(received: ReceivedUpload) {
  const parsed = vendorDocumentFieldsSchema.safeParse(received.fields);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'form';
      fields[path] ??=
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
    }
    throw badRequest(Object.values(fields)[0] ?? vendorDocumentMessages.required, fields);
  }
  if (!received.file)
    throw badRequest(vendorDocumentMessages.fileRequired, { file: vendorDocumentMessages.fileRequired });
  return { input: parsed.data, file: received.file };
}

/** In one transaction: the file and document (Pending Review), audit entry, admins' bell, live event. */
async function recordUpload(
  tx: Tx,
  principal: Principal,
  vendor: { id: string; companyName: string },
  { input, file }: { input: ReturnType<typeof uploadedFields>['input']; file: NewUploadedDocument['file'] },
): Promise<string> {
  const documentId = await insertUploadedDocument(tx, {
    vendorId: vendor.id,
    uploadedBy: principal.userId,
    documentName: input.documentName,
    documentType: input.documentType,
    expiryDate: input.expiryDate ?? null,
    file,
  });
  await recordAudit(tx, principal, {
    action: 'vendor_document.uploaded',
    entity: { id: documentId, label: `${input.documentName} (${vendor.companyName})` },
    newValues: { vendorId: vendor.id, documentType: input.documentType, sizeBytes: file.sizeBytes },
  });
  // One bell per burst: the first upload of the window tells the admins, the rest join the list.
  const notice = await countInWindow(tx, `vendor-document-notice:${vendor.id}`, WINDOW_MS);
  const admins = notice.count === 1 ? await listStaffRecipients(tx, { admins: true }) : [];
  for (const admin of admins)
    await createNotification(tx, {
      userId: admin.id,
      title: 'Vendor document to review',
      message: `${vendor.companyName} uploaded "${input.documentName}" (${vendorDocumentTypeLabels[input.documentType]}). Please verify or reject it.`,
      type: 'info',
      actionUrl: ADMIN_REVIEW_PATH,
    });
  await publishEvent(tx, {
    userIds: [principal.userId],
    admins: true,
    type: 'vendor_document.changed',
    data: { documentId, status: 'pending_review' },
  });
  return documentId;
}

/**
 * docs/product/vendor-portal.md: a vendor uploads a business document (PDF, PNG or JPEG, told by its content;
 * at most max_file_size_mb). At most 10 uploads a vendor in 10 minutes (a 429 before any byte is read; a
 * refused upload gives its place back), and the admins' bell rings for the first upload of each such window
 * only (docs/product/stock-and-uploads.md). The file streams into storage first (no transaction held open
 * while bytes arrive); then one transaction records the file and the document (Pending Review), the audit
 * entry, the admins' bell and the live event. Any refusal after the file landed removes it.
 */
export async function uploadVendorDocument(
  db: Db,
  storage: FileStorage,
  principal: Principal,
  receive: (rules: UploadRules) => Promise<ReceivedUpload>,
): Promise<VendorDocument> {
  const owner = ownerOf(vendorDocumentScope(principal, 'upload'));
  const vendor = await findVendorOfUser(db, owner);
  if (!vendor) throw notFound('Vendor profile');
  const { maxFileSizeMb } = await getSettings(db);
  const key = `vendor-documents/${vendor.id}/${randomUUID()}`;
  const limitKey = `vendor-document-upload:${vendor.id}`;
  const giveBackPlace = () => releaseRateLimit(db, limitKey, UPLOAD_LIMIT).catch(() => {});
  const received = await receive({
    key,
    beforeRead: () => consumeRateLimit(db, limitKey, UPLOAD_LIMIT),
    maxBytes: maxFileSizeMb * 1024 * 1024,
    allowedTypes: vendorDocumentContentTypes,
    messages: {
      notMultipart: vendorDocumentMessages.notMultipart,
      tooLarge: vendorDocumentMessages.tooLarge(maxFileSizeMb),
      empty: vendorDocumentMessages.empty,
      wrongType: vendorDocumentMessages.wrongType,
    },
  }).catch(async (error: unknown) => {
    await giveBackPlace();
    throw error;
  });
  try {
    const { input, file } = uploadedFields(received);
    const id = await db.transaction((tx) =>
      recordUpload(tx, principal, vendor, { input, file: { ...file, storageKey: key } }),
    );
    const row = await findVendorDocument(db, id, owner);
    if (!row) throw new AppError('INTERNAL', 'The document was saved but could not be read back.');
    return toVendorDocument(row, businessDay());
  } catch (error) {
    await storage.delete(key).catch(() => {});
    await giveBackPlace();
    throw error;
  }
}
