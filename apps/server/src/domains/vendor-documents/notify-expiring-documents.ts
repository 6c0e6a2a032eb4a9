import { businessDay } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { claimExpiringDocuments, findRecipient } from './vendor-documents.repository.ts';

const VENDOR_DOCUMENTS_PATH = '/vendor/documents';

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
    await createNotification(tx, {
      userId: doc.vendorUserId,
      title: 'Document expiring soon',
      message: `"${doc.documentName}" expires on ${expiry}. Please upload a current copy before then.`,
      type: 'warning',
      actionUrl: VENDOR_DOCUMENTS_PATH,
    });
    const recipient = await findRecipient(tx, doc.vendorUserId);
    if (recipient && !recipient.disabled)
      await enqueueEmail(tx, {
        to: recipient.email,
        userId: doc.vendorUserId,
        template: 'document_expiring',
        variables: {
          name: recipient.name,
          companyName: doc.companyName,
          documentName: doc.documentName,
          expiryDate: doc.expiryDate,
          actionUrl: VENDOR_DOCUMENTS_PATH,
        },
      });
  }
  return claimed.length;
}
