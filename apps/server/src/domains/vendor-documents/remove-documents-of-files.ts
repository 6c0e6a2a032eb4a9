import type { Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { vendorDocumentScope } from './vendor-documents.policy.ts';
import { deleteDocumentsOfFiles, findVendorUsers, insertAudit } from './vendor-documents.repository.ts';

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
  for (const doc of removed)
    await insertAudit(tx, {
      actorId: principal.userId,
      action: 'vendor_document.deleted',
      entityType: 'vendor_document',
      entityId: doc.id,
      oldValues: {
        vendorId: doc.vendorId,
        documentName: doc.documentName,
        documentType: doc.documentType,
        isVerified: doc.isVerified,
        fileId: doc.fileId,
      },
      newValues: { reason: 'file deleted by an administrator' },
    });
  if (removed.length > 0) {
    const vendorUsers = await findVendorUsers(tx, [...new Set(removed.map((d) => d.vendorId))]);
    const userOf = new Map(vendorUsers.map((v) => [v.id, v.userId]));
    for (const doc of removed)
      await publishEvent(tx, {
        userIds: [userOf.get(doc.vendorId)].filter((id): id is string => id !== undefined),
        admins: true,
        type: 'vendor_document.changed',
        data: { documentId: doc.id, status: 'deleted' },
      });
  }
  return removed.length;
}
