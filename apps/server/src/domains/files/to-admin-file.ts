import { type AdminFile, fileKindOf, isPreviewable } from '@party/shared';
import type { FileRow } from './files.repository.ts';

export const isoOf = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function usedBy(row: FileRow): string | null {
  if (row.documentName)
    return `Vendor document "${row.documentName}"${row.vendorName ? ` of ${row.vendorName}` : ''}`;
  if (row.quoteDocumentName) return `Quote document "${row.quoteDocumentName}"`;
  return null;
}

/** A files row as the admin screens show it; the storage key stays inside. */
export function toAdminFile(row: FileRow): AdminFile {
  return {
    id: row.id,
    originalName: row.originalName,
    mimeType: row.mimeType,
    kind: fileKindOf(row.mimeType),
    previewable: isPreviewable(row.mimeType),
    sizeBytes: row.sizeBytes,
    purpose: row.purpose,
    usedBy: usedBy(row),
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    createdAt: isoOf(row.createdAt),
  };
}
