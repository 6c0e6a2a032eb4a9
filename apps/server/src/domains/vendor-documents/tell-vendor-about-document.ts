import type { Tx } from '../../db/client.ts';
import { type EmailTemplateName, enqueueEmail } from '../email/enqueue-email.ts';
import { type CreateNotificationInput, createNotification } from '../notifications/create-notification.ts';
import { findRecipient } from './vendor-documents.repository.ts';

const VENDOR_DOCUMENTS_PATH = '/vendor/documents';

/**
 * News about a vendor's document: the bell notification, then the email unless the account is
 * disabled (the outbox honours their preferences); both open the vendor's Documents page.
 */
export async function tellVendorAboutDocument(
  tx: Tx,
  vendorUserId: string,
  notice: Pick<CreateNotificationInput, 'title' | 'message' | 'type'>,
  email: { template: EmailTemplateName; variables: Record<string, unknown> },
): Promise<void> {
  await createNotification(tx, { userId: vendorUserId, ...notice, actionUrl: VENDOR_DOCUMENTS_PATH });
  const recipient = await findRecipient(tx, vendorUserId);
  if (recipient && !recipient.disabled)
    await enqueueEmail(tx, {
      to: recipient.email,
      userId: vendorUserId,
      template: email.template,
      variables: {
        name: recipient.name,
        ...email.variables,
        actionUrl: VENDOR_DOCUMENTS_PATH,
      },
    });
}
