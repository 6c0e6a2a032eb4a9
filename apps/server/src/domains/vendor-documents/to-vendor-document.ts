import { type VendorDocument, vendorDocumentStatus } from '@party/shared';
import type { VendorDocumentRow } from './vendor-documents.repository.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A row as the API shows it, with its badge on `today` (Sydney's date); the storage key stays inside. */
export function toVendorDocument(row: VendorDocumentRow, today: string): VendorDocument {
  const rejectedAt = iso(row.rejectedAt);
  return {
    id: row.id,
    documentName: row.documentName,
    documentType: row.documentType,
    expiryDate: row.expiryDate,
    status: vendorDocumentStatus(
      { expiryDate: row.expiryDate, isVerified: row.isVerified, rejectedAt },
      today,
    ),
    isVerified: row.isVerified,
    verifiedAt: iso(row.verifiedAt),
    rejectedAt,
    rejectionReason: row.rejectionReason,
    fileSize: row.fileSize,
    fileName: row.fileName,
    contentType: row.contentType,
    hasFile: row.storageKey !== null,
    createdAt: iso(row.createdAt)!,
  };
}
