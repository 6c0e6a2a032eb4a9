import { businessDay } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { tellVendorAboutDocument } from './tell-vendor-about-document.ts';
import { claimExpiringDocuments } from './vendor-documents.repository.ts';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The daily expiry job, inside the job's transaction: each document that expires within 30 days
 * (Sydney's day) is claimed once, and its vendor gets a bell notification and the
 * document_expiring email (the outbox honours their preferences). Returns how many were told.
 */
export async function notifyExpiringDocuments(tx: Tx, now: Date = new Date()): Promise<number> {
  const claimed = await claimExpiringDocuments(tx, businessDay(now));
  for (const doc of claimed) {
    const expiry = doc.expiryDate ? longDate(doc.expiryDate) : '';
    await tellVendorAboutDocument(
      tx,
      doc.vendorUserId,
      {
        title: 'Document expiring soon',
        message: `"${doc.documentName}" expires on ${expiry}. Please upload a current copy before then.`,
        type: 'warning',
      },
      {
        template: 'document_expiring',
        variables: {
          companyName: doc.companyName,
          documentName: doc.documentName,
          expiryDate: doc.expiryDate,
        },
      },
    );
  }
  return claimed.length;
}
