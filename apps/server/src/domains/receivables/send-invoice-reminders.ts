import { businessDay, daysBetween, formatDisplayDate } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { renderStoreTaxInvoice } from '../orders/get-tax-invoice.ts';
import { getSettings } from '../settings/get-settings.ts';
import { type ClaimedReminder, claimDueReminders } from './reminders.repository.ts';
import { type AccountRecipient, readAccountRecipients } from './statements.repository.ts';

const STATEMENTS_URL = '/partner/statements';

/** The bell's words: due soon before the due day (and on it), overdue after. */
function bellOf(reminder: ClaimedReminder, today: string) {
  const overdue = reminder.daysFromDue > 0;
  const due = formatDisplayDate(reminder.dueOn);
  return overdue
    ? {
        title: `Invoice ${reminder.number} is overdue`,
        message: `Invoice ${reminder.number} was due on ${due} and is ${daysBetween(reminder.dueOn, today)} days overdue.`,
        type: 'warning' as const,
      }
    : {
        title: `Invoice ${reminder.number} is due soon`,
        message: `Invoice ${reminder.number} is due on ${due}.`,
        type: 'info' as const,
      };
}

async function remind(tx: Tx, reminder: ClaimedReminder, recipients: AccountRecipient[], today: string) {
  const invoice = await renderStoreTaxInvoice(tx, reminder.orderId);
  const overdue = reminder.daysFromDue > 0;
  for (const recipient of recipients) {
    await createNotification(tx, {
      userId: recipient.userId,
      ...bellOf(reminder, today),
      actionUrl: STATEMENTS_URL,
    });
    // The outbox applies the member's switches: invoice_due_soon is a payment email they may turn
    // off; invoice_overdue always goes (email/delivery-rules.ts).
    await enqueueEmail(tx, {
      to: recipient.email,
      userId: recipient.userId,
      template: overdue ? 'invoice_overdue' : 'invoice_due_soon',
      variables: {
        name: recipient.name,
        companyName: reminder.companyName,
        invoiceNumber: reminder.number,
        total: reminder.total,
        openAmount: reminder.open,
        dueOn: reminder.dueOn,
        ...(overdue ? { daysOverdue: daysBetween(reminder.dueOn, today) } : {}),
        actionUrl: STATEMENTS_URL,
      },
      attachments: invoice
        ? [{ filename: invoice.filename, contentType: 'application/pdf', content: invoice.body }]
        : [],
    });
  }
}

/**
 * The reminder job, inside its transaction (docs/product/receivables.md, "Reminders"): on Sydney's
 * `today`, each invoice still owed gets the latest reminder of the configured days it has reached,
 * once, emailed with its tax invoice to the company's owner and admins and put on their bell.
 * Returns how many reminders were sent.
 */
export async function sendInvoiceReminders(tx: Tx, today: string = businessDay()): Promise<number> {
  const { invoiceReminderDays } = await getSettings(tx);
  const claimed = await claimDueReminders(tx, today, invoiceReminderDays);
  const recipients = await readAccountRecipients(tx, [...new Set(claimed.map((r) => r.companyId))]);
  for (const reminder of claimed)
    await remind(
      tx,
      reminder,
      recipients.filter((r) => r.companyId === reminder.companyId),
      today,
    );
  return claimed.length;
}
