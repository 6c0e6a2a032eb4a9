import { amountOf, orderNumberOf } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import type { ReturnRow } from './return-reads.repository.ts';

/** Where the partner sees their return. */
export const partnerReturnUrl = (id: string) => `/partner/returns/${id}`;

export type ReturnNews =
  | { decision: 'approved' }
  | { decision: 'rejected'; reason: string }
  | {
      decision: 'received';
      /** Null when nothing was left to credit (docs/product/returns.md): no note, no attachment. */
      note: {
        number: string;
        totalCents: number;
        gstCents: number;
        creditedCents: number;
        refundedCents: number;
      } | null;
      pdf: Buffer | null;
    };

function bellOf(row: ReturnRow, news: ReturnNews) {
  switch (news.decision) {
    case 'approved':
      return {
        title: 'Return approved',
        message: `Return ${row.number} is approved. Please send the goods back to us.`,
        type: 'success' as const,
      };
    case 'rejected':
      return {
        title: 'Return not approved',
        message: `Return ${row.number} was not approved. Reason: ${news.reason}`,
        type: 'warning' as const,
      };
    case 'received':
      return {
        title: 'Return received',
        message: news.note
          ? `Return ${row.number} arrived; adjustment note ${news.note.number} is issued.`
          : `Return ${row.number} arrived; nothing was left to credit on the order.`,
        type: 'success' as const,
      };
  }
}

/**
 * The member who asked hears of a decision or receipt in its transaction (docs/product/returns.md):
 * the bell and the return_update email (through the outbox, so their email preferences apply); a
 * received return's email carries the adjustment note PDF.
 */
export async function tellPartnerOfReturn(tx: Tx, row: ReturnRow, news: ReturnNews): Promise<void> {
  if (!row.requestedBy) return;
  const actionUrl = partnerReturnUrl(row.id);
  await createNotification(tx, { userId: row.requestedBy, ...bellOf(row, news), actionUrl });
  if (!row.requestedByEmail) return;
  const received =
    news.decision === 'received' && news.note && news.pdf ? { note: news.note, pdf: news.pdf } : null;
  await enqueueEmail(tx, {
    to: row.requestedByEmail,
    userId: row.requestedBy,
    template: 'return_update',
    variables: {
      name: row.requestedByName,
      returnNumber: row.number,
      orderNumber: orderNumberOf(row.orderId),
      decision: news.decision,
      reason: news.decision === 'rejected' ? news.reason : null,
      noteNumber: received?.note.number ?? null,
      totalAmount: received ? amountOf(received.note.totalCents) : null,
      gstAmount: received ? amountOf(received.note.gstCents) : null,
      creditedAmount: received ? amountOf(received.note.creditedCents) : null,
      refundedAmount: received ? amountOf(received.note.refundedCents) : null,
      actionUrl,
    },
    ...(received
      ? {
          attachments: [
            {
              filename: `adjustment-note-${received.note.number}.pdf`,
              contentType: 'application/pdf',
              content: received.pdf,
            },
          ],
        }
      : {}),
  });
}
