import { absoluteUrl, numberOf, text } from './format.ts';
import type { EmailContent } from './layout.ts';

/**
 * low_stock_alert: { name, title, message, productName?, stockQuantity?, minimum?, actionUrl? } —
 * queued by createNotification for a 'Low Stock' warning (docs/product/associate-portal.md, Products and inventory).
 */
export function lowStockAlert(v: Record<string, unknown>, publicUrl: string): EmailContent {
  const product = text(v.productName);
  const remaining = numberOf(v.stockQuantity);
  const summary: [string, string][] = [];
  if (product) summary.push(['Product', product]);
  if (remaining !== null) summary.push(['Remaining stock', String(remaining)]);
  summary.push(['Low-stock level', text(v.minimum, '10')]);
  const url = absoluteUrl(v.actionUrl, publicUrl);
  return {
    subject: text(v.title, product ? `Low Stock: ${product}` : 'Low Stock alert'),
    heading: text(v.title, 'Low Stock alert'),
    paragraphs: [`Hi ${text(v.name, 'there')},`, text(v.message, `${product} is running low.`)],
    summary,
    action: url ? { label: 'Review stock', url } : null,
  };
}
