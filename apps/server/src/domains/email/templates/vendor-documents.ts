import { absoluteUrl, longDate, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * vendor_document_reviewed: { name, companyName, documentName, decision: 'verified' | 'rejected',
 * reason?, actionUrl? } — sent to a vendor when an admin verifies or rejects their document.
 */
export function vendorDocumentReviewed(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const documentName = text(v.documentName, 'your document');
  const verified = text(v.decision) === 'verified';
  const reason = text(v.reason);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: verified ? `Document verified: ${documentName}` : `Document rejected: ${documentName}`,
    heading: verified ? 'Document verified' : 'Document rejected',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      verified
        ? `Party Central has verified "${documentName}" for ${text(v.companyName, 'your company')}.`
        : `Party Central could not accept "${documentName}" for ${text(v.companyName, 'your company')}. Please upload a new copy.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    action: url ? { label: 'View your documents', url } : null,
  };
}

/**
 * document_expiring: { name, companyName, documentName, expiryDate, actionUrl? } — sent once per
 * document, 30 days before it expires (the daily expiry job).
 */
export function documentExpiring(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const documentName = text(v.documentName, 'A document');
  const expiry = longDate(v.expiryDate);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: `Document expiring soon: ${documentName}`,
    heading: 'Document expiring soon',
    paragraphs: [
      `Hi ${text(v.name, 'there')},`,
      `"${documentName}" for ${text(v.companyName, 'your company')} expires${expiry ? ` on ${expiry}` : ' within 30 days'}.`,
      'Please upload a current copy in your vendor portal before then, so your account stays verified.',
    ],
    action: url ? { label: 'Upload a current copy', url } : null,
  };
}
