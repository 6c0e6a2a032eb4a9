import { absoluteUrl, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * approval_requested: { name, title, message, actionUrl? } — sent with the bell notification to each
 * finance associate who may decide a quote that now needs approval or a campaign submitted for it
 * (docs/product/approvals.md); the bell's title and message are the email's heading and text.
 */
export function approvalRequested(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const title = text(v.title, 'Approval needed');
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: title,
    heading: title,
    paragraphs: [`Hi ${text(v.name, 'there')},`, text(v.message)],
    action: url ? { label: 'Review it', url } : null,
  };
}
