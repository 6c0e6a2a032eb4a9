import { absoluteUrl, lineItems, longDate, money, text } from './format.ts';
import type { EmailContent } from './layout.ts';

type Vars = Record<string, unknown>;

/**
 * quote_request_confirmation: { customerName, quoteNumber, items: [{ productName, quantity, price }],
 * total?, eventDate? } — sent as soon as a storefront quote request is saved.
 */
export function quoteRequestConfirmation(v: Vars): EmailContent {
  const quoteNumber = text(v.quoteNumber);
  const summary: [string, string][] = [['Quote number', quoteNumber]];
  if (money(v.total)) summary.push(['Estimated total', money(v.total)]);
  if (longDate(v.eventDate)) summary.push(['Event date', longDate(v.eventDate)]);
  return {
    subject: quoteNumber
      ? `We've received your quote request ${quoteNumber}`
      : "We've received your quote request",
    heading: 'Thanks for your quote request',
    paragraphs: [
      `Hi ${text(v.customerName, 'there')},`,
      `We've received your quote request. Your quote number is ${quoteNumber}.`,
    ],
    items: lineItems(v.items),
    summary,
    list: {
      title: 'What happens next?',
      entries: [
        'You receive this confirmation email straight away.',
        'Our sales team reviews your request within 24 hours.',
        'We send you a detailed quote with pricing.',
        'Any changes can be discussed with our team.',
      ],
    },
  };
}

/** quote_ready_notification: { customerName, quoteNumber, total, validUntil?, quoteUrl? }. */
export function quoteReadyNotification(v: Vars, publicUrl: string): EmailContent {
  const quoteNumber = text(v.quoteNumber);
  const summary: [string, string][] = [['Quote number', quoteNumber]];
  if (money(v.discount)) summary.push(['Discount', `−${money(v.discount)}`]);
  if (text(v.deliveryMethod))
    summary.push(['Delivery', `${text(v.deliveryMethod)} ${money(v.deliveryCost)}`]);
  if (money(v.total)) summary.push(['Total (AUD)', money(v.total)]);
  if (longDate(v.validUntil)) summary.push(['Valid until', longDate(v.validUntil)]);
  const url = absoluteUrl(v.quoteUrl, publicUrl);
  return {
    subject: quoteNumber ? `Your quote ${quoteNumber} is ready` : 'Your quote is ready',
    heading: 'Your quote is ready',
    paragraphs: [
      `Hi ${text(v.customerName, 'there')},`,
      'Good news: our sales team has prepared your quote. The details are below.',
      'Reply to this email if you would like to change anything.',
    ],
    items: lineItems(v.items),
    summary,
    action: url ? { label: 'View your quote', url } : null,
  };
}

/**
 * order_confirmation: { customerName, orderNumber, items, subtotal, deliveryCost, total,
 * deliveryMethod?, shippingAddress?, estimatedDelivery?, orderUrl? }.
 */
export function orderConfirmation(v: Vars, publicUrl: string): EmailContent {
  const orderNumber = text(v.orderNumber);
  const summary: [string, string][] = [];
  if (money(v.subtotal)) summary.push(['Subtotal', money(v.subtotal)]);
  if (money(v.deliveryCost)) summary.push(['Delivery', money(v.deliveryCost)]);
  if (money(v.discount)) summary.push(['Discount', `−${money(v.discount)}`]);
  if (money(v.total)) summary.push(['Total (AUD)', money(v.total)]);
  const url = absoluteUrl(v.orderUrl ?? '/partner/orders', publicUrl);
  const delivery = [text(v.deliveryMethod), text(v.shippingAddress)].filter(Boolean).join(' to ');
  return {
    subject: `Order confirmed: ${orderNumber}`,
    heading: 'Thanks for your order',
    paragraphs: [
      `Hi ${text(v.customerName, 'there')},`,
      `We've received your order ${orderNumber} and we're getting it ready.`,
      ...(delivery ? [`Delivery: ${delivery}.`] : []),
      `Estimated delivery: ${text(v.estimatedDelivery, '3-5 business days')}.`,
    ],
    items: lineItems(v.items),
    summary,
    action: url ? { label: 'Track your order', url } : null,
  };
}

/**
 * order_status_update: { customerName, orderNumber, status (label, e.g. 'Shipped'), notes?, total?,
 * orderUrl? } — sent when staff change an order's status (docs/product/partner-portal.md, Orders: every change notifies).
 */
export function orderStatusUpdate(v: Vars, publicUrl: string): EmailContent {
  const orderNumber = text(v.orderNumber);
  const status = text(v.status, 'updated');
  const summary: [string, string][] = [
    ['Order number', orderNumber],
    ['Status', status],
  ];
  if (money(v.total)) summary.push(['Total (AUD)', money(v.total)]);
  const url = absoluteUrl(v.orderUrl ?? '/partner/orders', publicUrl);
  return {
    subject: `Order ${orderNumber} is now ${status.toLowerCase()}`,
    heading: `Your order is ${status.toLowerCase()}`,
    paragraphs: [
      `Hi ${text(v.customerName, 'there')},`,
      `The status of your order ${orderNumber} has changed to ${status}.`,
      ...(text(v.notes) ? [`Note from our team: ${text(v.notes)}`] : []),
    ],
    summary,
    action: url ? { label: 'Track your order', url } : null,
  };
}
