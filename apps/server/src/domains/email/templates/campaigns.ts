import { absoluteUrl, longDate, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * campaign_reviewed: { name, campaignName, decision: 'approved' | 'rejected', status, promoCode?,
 * reason?, startDate?, actionUrl? } — sent to the associate who submitted a campaign when finance or
 * an admin approves or rejects it.
 */
export function campaignReviewed(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const campaignName = text(v.campaignName, 'your campaign');
  const approved = text(v.decision) === 'approved';
  const reason = text(v.reason);
  const code = text(v.promoCode);
  const start = longDate(v.startDate);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: approved ? `Campaign approved: ${campaignName}` : `Campaign rejected: ${campaignName}`,
    heading: approved ? 'Campaign approved' : 'Campaign rejected',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      approved
        ? text(v.status) === 'active'
          ? `"${campaignName}" has been approved and is now active.`
          : `"${campaignName}" has been approved and is scheduled to start${start ? ` on ${start}` : ''}.`
        : `"${campaignName}" was not approved. Edit it and submit it again.`,
      ...(approved && code ? [`Promo code: ${code}`] : []),
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    action: url ? { label: 'View the campaign', url } : null,
  };
}
