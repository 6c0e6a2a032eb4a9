import {
  businessDay,
  type Principal,
  type RejectVendorDocumentInput,
  type VendorDocument,
  vendorDocumentMessages,
} from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../../lib/events.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { tellVendorAboutDocument } from './tell-vendor-about-document.ts';
import { toVendorDocument } from './to-vendor-document.ts';
import { vendorDocumentScope } from './vendor-documents.policy.ts';
import { findVendorDocument, markRejected, markVerified } from './vendor-documents.repository.ts';

type Review = { decision: 'verify' } | ({ decision: 'reject' } & { reason: string });

/**
 * docs/product/admin-area.md: an admin verifies or rejects (with a reason) a vendor's document. One conditional
 * UPDATE decides, so two admins answering at once cannot both succeed; in the same transaction the
 * audit entry, the vendor's bell, live event and email (the outbox honours their preferences).
 */
export async function reviewVendorDocument(
  db: Db,
  principal: Principal,
  id: string,
  review: Review,
): Promise<VendorDocument> {
  assertAllowed(
    vendorDocumentScope(principal, 'review').rows === 'all',
    'Only administrators can verify or reject vendor documents.',
  );
  await db.transaction(async (tx) => {
    const doc = await findVendorDocument(tx, id, null);
    if (!doc) throw notFound('Document');
    const changed =
      review.decision === 'verify'
        ? await markVerified(tx, id, principal.userId)
        : await markRejected(tx, id, principal.userId, review.reason);
    if (!changed)
      throw new AppError(
        'CONFLICT',
        review.decision === 'verify'
          ? vendorDocumentMessages.alreadyVerified
          : vendorDocumentMessages.alreadyRejected,
      );
    await recordAudit(tx, principal, {
      action: review.decision === 'verify' ? 'vendor_document.verified' : 'vendor_document.rejected',
      entity: { id, label: `${doc.documentName} (${doc.vendorName})` },
      oldValues: { isVerified: doc.isVerified, rejectedAt: doc.rejectedAt },
      newValues:
        review.decision === 'verify' ? { isVerified: true } : { isVerified: false, reason: review.reason },
    });
    await tellVendor(tx, doc, review);
  });
  const row = await findVendorDocument(db, id, null);
  if (!row) throw notFound('Document');
  return toVendorDocument(row, businessDay());
}

async function tellVendor(
  tx: Tx,
  doc: { id: string; documentName: string; vendorUserId: string; vendorName: string },
  review: Review,
) {
  const verified = review.decision === 'verify';
  await tellVendorAboutDocument(
    tx,
    doc.vendorUserId,
    {
      title: verified ? 'Document verified' : 'Document rejected',
      message: verified
        ? `"${doc.documentName}" has been verified.`
        : `"${doc.documentName}" was rejected: ${review.reason}. Please upload a new copy.`,
      type: verified ? 'success' : 'error',
    },
    {
      template: 'vendor_document_reviewed',
      variables: {
        companyName: doc.vendorName,
        documentName: doc.documentName,
        decision: verified ? 'verified' : 'rejected',
        reason: verified ? null : review.reason,
      },
    },
  );
  await publishEvent(tx, {
    userIds: [doc.vendorUserId],
    admins: true,
    type: 'vendor_document.changed',
    data: { documentId: doc.id, status: verified ? 'verified' : 'rejected' },
  });
}

export type { RejectVendorDocumentInput };
