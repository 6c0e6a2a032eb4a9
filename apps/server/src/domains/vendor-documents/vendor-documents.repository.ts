import { EXPIRING_SOON_DAYS, type VendorDocumentStatus, type VendorDocumentType } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files, users, vendorDocuments, vendors } from '../../db/schema/index.ts';

const documentColumns = {
  id: vendorDocuments.id,
  vendorId: vendorDocuments.vendorId,
  documentName: vendorDocuments.documentName,
  documentType: vendorDocuments.documentType,
  expiryDate: vendorDocuments.expiryDate,
  isVerified: vendorDocuments.isVerified,
  verifiedAt: vendorDocuments.verifiedAt,
  rejectedAt: vendorDocuments.rejectedAt,
  rejectionReason: vendorDocuments.rejectionReason,
  fileSize: vendorDocuments.fileSize,
  fileName: files.originalName,
  contentType: files.mimeType,
  storageKey: files.storageKey,
  createdAt: vendorDocuments.createdAt,
};
export type VendorDocumentRow = Awaited<ReturnType<typeof findVendorDocuments>>[number];

/** The vendor company of a signed-in vendor user. */
export async function findVendorOfUser(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: vendors.id, companyName: vendors.companyName })
    .from(vendors)
    .where(eq(vendors.userId, userId));
  return row ?? null;
}

/** One vendor's documents (by the vendor's user), newest first. */
export async function findVendorDocuments(tx: Tx, ownerUserId: string) {
  return tx
    .select(documentColumns)
    .from(vendorDocuments)
    .innerJoin(vendors, eq(vendors.id, vendorDocuments.vendorId))
    .leftJoin(files, eq(files.id, vendorDocuments.fileId))
    .where(eq(vendors.userId, ownerUserId))
    .orderBy(desc(vendorDocuments.createdAt), desc(vendorDocuments.id));
}

/** One document with its file and its vendor's user; `ownerUserId` limits it to that vendor's. */
export async function findVendorDocument(tx: Tx, id: string, ownerUserId: string | null) {
  const [row] = await tx
    .select({ ...documentColumns, vendorUserId: vendors.userId, vendorName: vendors.companyName })
    .from(vendorDocuments)
    .innerJoin(vendors, eq(vendors.id, vendorDocuments.vendorId))
    .leftJoin(files, eq(files.id, vendorDocuments.fileId))
    .where(and(eq(vendorDocuments.id, id), ownerUserId ? eq(vendors.userId, ownerUserId) : undefined));
  return row ?? null;
}

/** The badge of docs/product/vendor-portal.md in SQL, on Sydney's `today`, for the staff list's filter. */
function statusIs(status: VendorDocumentStatus, today: string): SQL {
  const expiry = vendorDocuments.expiryDate;
  const notExpired = sql`(${expiry} is null or ${expiry} >= ${today}::date)`;
  const soon = sql`${expiry} <= ${today}::date + ${EXPIRING_SOON_DAYS}::int`;
  switch (status) {
    case 'expired':
      return sql`${expiry} < ${today}::date`;
    case 'rejected':
      return and(notExpired, eq(vendorDocuments.isVerified, false), isNotNull(vendorDocuments.rejectedAt))!;
    case 'pending_review':
      return and(notExpired, eq(vendorDocuments.isVerified, false), isNull(vendorDocuments.rejectedAt))!;
    case 'expiring_soon':
      return and(notExpired, eq(vendorDocuments.isVerified, true), isNotNull(expiry), soon)!;
    case 'verified':
      return and(notExpired, eq(vendorDocuments.isVerified, true), sql`not coalesce(${soon}, false)`)!;
  }
}

export interface StaffDocumentFilter {
  status?: VendorDocumentStatus;
  vendorId?: string;
  page: number;
  pageSize: number;
  today: string;
}

/** Every vendor's documents for staff, newest first, one page. */
export async function findStaffVendorDocuments(tx: Tx, filter: StaffDocumentFilter) {
  const where = and(
    filter.status ? statusIs(filter.status, filter.today) : undefined,
    filter.vendorId ? eq(vendorDocuments.vendorId, filter.vendorId) : undefined,
  );
  const items = await tx
    .select({ ...documentColumns, vendorName: vendors.companyName })
    .from(vendorDocuments)
    .innerJoin(vendors, eq(vendors.id, vendorDocuments.vendorId))
    .leftJoin(files, eq(files.id, vendorDocuments.fileId))
    .where(where)
    .orderBy(desc(vendorDocuments.createdAt), desc(vendorDocuments.id))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [total] = await tx.select({ n: count() }).from(vendorDocuments).where(where);
  return { items, total: total?.n ?? 0 };
}

export interface NewUploadedDocument {
  vendorId: string;
  uploadedBy: string;
  documentName: string;
  documentType: VendorDocumentType;
  expiryDate: string | null;
  file: { originalName: string; storageKey: string; mimeType: string; sizeBytes: number };
}

/** The files row (every upload is one, the admins' file list in docs/product/admin-area.md reads them) and the document. */
export async function insertUploadedDocument(tx: Tx, doc: NewUploadedDocument): Promise<string> {
  const [file] = await tx
    .insert(files)
    .values({ ...doc.file, ownerId: doc.uploadedBy, purpose: 'vendor_document' })
    .returning({ id: files.id });
  const [row] = await tx
    .insert(vendorDocuments)
    .values({
      vendorId: doc.vendorId,
      uploadedBy: doc.uploadedBy,
      documentName: doc.documentName,
      documentType: doc.documentType,
      expiryDate: doc.expiryDate,
      fileId: file!.id,
      fileSize: doc.file.sizeBytes,
    })
    .returning({ id: vendorDocuments.id });
  return row!.id;
}

/** Verifies a document not verified yet (a rejection is cleared); null when it already was. */
export async function markVerified(tx: Tx, id: string, adminId: string) {
  const [row] = await tx
    .update(vendorDocuments)
    .set({
      isVerified: true,
      verifiedAt: sql`now()`,
      verifiedBy: adminId,
      rejectedAt: null,
      rejectedBy: null,
      rejectionReason: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(vendorDocuments.id, id), eq(vendorDocuments.isVerified, false)))
    .returning({ id: vendorDocuments.id });
  return row ?? null;
}

/** Rejects a document not rejected yet (a verification is withdrawn); null when it already was. */
export async function markRejected(tx: Tx, id: string, adminId: string, reason: string) {
  const [row] = await tx
    .update(vendorDocuments)
    .set({
      isVerified: false,
      verifiedAt: null,
      verifiedBy: null,
      rejectedAt: sql`now()`,
      rejectedBy: adminId,
      rejectionReason: reason,
      updatedAt: sql`now()`,
    })
    .where(and(eq(vendorDocuments.id, id), isNull(vendorDocuments.rejectedAt)))
    .returning({ id: vendorDocuments.id });
  return row ?? null;
}

/**
 * Marks, once each, the documents that expire within 30 days of `today` (not yet expired, not
 * rejected, not yet told) and returns them with their vendor's user. One UPDATE … RETURNING: two
 * runs can never both claim a document.
 */
export async function claimExpiringDocuments(tx: Tx, today: string) {
  return tx
    .update(vendorDocuments)
    .set({ expiryNotifiedAt: sql`now()` })
    .from(vendors)
    .where(
      and(
        eq(vendors.id, vendorDocuments.vendorId),
        isNull(vendorDocuments.expiryNotifiedAt),
        isNull(vendorDocuments.rejectedAt),
        gte(vendorDocuments.expiryDate, today),
        lte(vendorDocuments.expiryDate, sql`${today}::date + ${EXPIRING_SOON_DAYS}::int`),
      ),
    )
    .returning({
      id: vendorDocuments.id,
      documentName: vendorDocuments.documentName,
      expiryDate: vendorDocuments.expiryDate,
      vendorUserId: vendors.userId,
      companyName: vendors.companyName,
    });
}

export async function findRecipient(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Deletes the documents whose upload is one of `fileIds`; returns them with their vendor's user. */
export async function deleteDocumentsOfFiles(tx: Tx, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  return tx.delete(vendorDocuments).where(inArray(vendorDocuments.fileId, fileIds)).returning({
    id: vendorDocuments.id,
    fileId: vendorDocuments.fileId,
    vendorId: vendorDocuments.vendorId,
    documentName: vendorDocuments.documentName,
    documentType: vendorDocuments.documentType,
    isVerified: vendorDocuments.isVerified,
  });
}

export async function findVendorUsers(tx: Tx, vendorIds: string[]) {
  if (vendorIds.length === 0) return [];
  return tx
    .select({ id: vendors.id, userId: vendors.userId, companyName: vendors.companyName })
    .from(vendors)
    .where(inArray(vendors.id, vendorIds));
}
