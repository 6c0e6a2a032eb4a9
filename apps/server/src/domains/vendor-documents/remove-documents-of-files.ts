import type { Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { vendorDocumentScope } from './vendor-documents.policy.ts';
import { deleteDocumentsOfFiles, findVendorUsers } from './vendor-documents.repository.ts';

/**
 * Inside an admin's file delete (the files domain's transaction): the vendor documents whose upload
 * is going are deleted with it, each audited, and the vendors' Documents screens and the admins' lists
 * refresh. A document whose file is gone could be neither downloaded nor reviewed. Returns how many.
 */
export async function removeDocumentsOfFiles(
  tx: Tx,
  principal: Principal,
  fileIds: string[],
): Promise<number> {
  assertAllowed(
    vendorDocumentScope(principal, 'review').rows === 'all',
    'Only administrators can remove vendor documents.',
  );
  const removed = await deleteDocumentsOfFiles(tx, fileIds);
  if (removed.length === 0) return 0;
  const vendorsOf = new Map(
    (await findVendorUsers(tx, [...new Set(removed.map((d) => d.vendorId))])).map((v) => [v.id, v]),
  );
  await recordAudit(
    tx,
    principal,
    ...removed.map((doc) => ({
      action: 'vendor_document.deleted' as const,
      entity: { id: doc.id, label: `${doc.documentName} (${vendorsOf.get(doc.vendorId)?.companyName})` },
      oldValues: {
        vendorId: doc.vendorId,
        documentName: doc.documentName,
        documentType: doc.documentType,
        isVerified: doc.isVerified,
        fileId: doc.fileId,
      },
      newValues: { reason: 'file deleted by an administrator' },
    })),
  );
  for (const doc of removed)
    await publishEvent(tx, {
      userIds: [vendorsOf.get(doc.vendorId)?.userId].filter((id): id is string => id !== undefined),
      admins: true,
      type: 'vendor_document.changed',
      data: { documentId: doc.id, status: 'deleted' },
    });
  return removed.length;
}
