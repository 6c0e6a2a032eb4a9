import { absoluteUrl, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * return_update: { name, returnNumber, orderNumber, decision: 'approved' | 'rejected' | 'received',
 * reason?, noteNumber?, totalAmount?, gstAmount?, creditedAmount?, refundedAmount?, actionUrl? } —
 * sent to the member who asked for a return when staff approve, reject or receive it; a received
 * return's email carries the adjustment note PDF (docs/product/returns.md).
 */
export function returnUpdate(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const decision = text(v.decision);
  const number = text(v.returnNumber);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  const summary: [string, string][] = [
    ['Return', number],
    ['Order', text(v.orderNumber)],
  ];
  if (decision === 'received' && text(v.noteNumber)) {
    summary.push(['Adjustment note', text(v.noteNumber)]);
    summary.push(['Total (incl. GST, AUD)', money(v.totalAmount)]);
    summary.push(['GST adjusted', money(v.gstAmount)]);
    if (money(v.creditedAmount) && Number(v.creditedAmount) > 0)
      summary.push(['Credited to your account', money(v.creditedAmount)]);
    if (money(v.refundedAmount) && Number(v.refundedAmount) > 0)
      summary.push(['To be refunded', money(v.refundedAmount)]);
  }
  const words = {
    approved: {
      subject: `Your return ${number} is approved`,
      heading: 'Return approved',
      body: 'We have approved your return. Please send the goods back to us; we will credit you once they arrive.',
    },
    rejected: {
      subject: `Your return ${number} was not approved`,
      heading: 'Return not approved',
      body: 'We have reviewed your return and cannot accept it.',
    },
    received: {
      subject: `Adjustment note ${text(v.noteNumber)} for return ${number}`,
      heading: 'Return received',
      body: 'The goods have arrived. Your adjustment note is attached.',
    },
  }[decision === 'rejected' ? 'rejected' : decision === 'received' ? 'received' : 'approved'];
  const reason = text(v.reason);
  return {
    subject: words.subject,
    heading: words.heading,
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      words.body,
      ...(decision === 'rejected' && reason ? [`Reason: ${reason}`] : []),
    ],
    summary,
    action: url ? { label: 'View your return', url } : null,
  };
}
