/** The delivery information page as data (matches the delivery methods checkout offers). */

export const DEFAULT_DELIVERY_ESTIMATE = '3-5 business days';

export interface DeliveryMethod {
  name: string;
  /** AUD; null when priced by quote. */
  cost: number | null;
  estimate: string;
  detail: string;
}

export const deliveryMethods: DeliveryMethod[] = [
  {
    name: 'Standard Delivery',
    cost: 14.95,
    estimate: DEFAULT_DELIVERY_ESTIMATE,
    detail: 'Australia-wide by Australia Post or StarTrack, to homes, businesses, schools and venues.',
  },
  {
    name: 'Express Delivery',
    cost: 29.95,
    estimate: '1-2 business days',
    detail: 'Priority freight to all capital cities and most regional centres.',
  },
  {
    name: 'Same-Day Metro',
    cost: 39.95,
    estimate: 'Same day',
    detail:
      'Sydney, Melbourne, Brisbane, Perth and Adelaide metro areas; order before 2 PM local time on a business day.',
  },
  {
    name: 'Click & Collect',
    cost: 0,
    estimate: 'Ready in 2 hours',
    detail:
      'Collect from our Sydney (Lidcombe) or Melbourne (Braeside) warehouse, Monday to Friday, 9 AM to 5 PM.',
  },
  {
    name: 'Pallet Freight',
    cost: null,
    estimate: '5-7 business days',
    detail: 'Bulk orders on a pallet with tail-lift delivery, booked with you for a time window.',
  },
];

export const deliveryZones = {
  caption: 'Delivery times by area',
  head: ['Area', 'Standard Delivery', 'Express Delivery', 'Same-Day Metro'],
  rows: [
    ['Capital city metro areas', DEFAULT_DELIVERY_ESTIMATE, '1-2 business days', 'Yes, before 2 PM'],
    [
      'Regional centres (Geelong, Newcastle, Toowoomba, Bunbury …)',
      DEFAULT_DELIVERY_ESTIMATE,
      '2-3 business days',
      'No',
    ],
    ['Country and rural postcodes', '4-7 business days', '2-4 business days', 'No'],
    ['Remote WA, NT, far north QLD, western TAS', 'Allow 2-4 extra business days', 'Not available', 'No'],
  ],
};

export const cutOffTimes = [
  { label: 'Same-Day Metro', time: 'Order before 2 PM local time, Monday to Friday' },
  {
    label: 'Same-day dispatch (Standard and Express)',
    time: 'Order before 2 PM local time on a business day',
  },
  { label: 'Click & Collect', time: 'Ready 2 hours after ordering, 9 AM to 5 PM Monday to Friday' },
  { label: 'Weekend and public holiday orders', time: 'Packed the next business day' },
] as const;

export const bulkDelivery = [
  'Orders over 30 kg or more than 10 cartons travel as pallet freight with tail-lift delivery in 5-7 business days; the cost is included in your quote.',
  'Tell us about loading docks, stairs, lift access or a venue delivery window in the order notes and we book the truck to suit.',
  'Large events can split delivery: decorations early in the week, perishables and helium closer to the day.',
  'Schools, clubs and event businesses with regular orders can ask our sales team for scheduled deliveries.',
];

export const trackingSteps = [
  'You receive an order confirmation email as soon as you order.',
  'When your order is packed and handed to the carrier its status changes to Shipped and we email you.',
  'In your partner portal, Track Orders shows a Track Shipment button with the carrier and tracking number.',
  'Nobody home? The carrier leaves a card and holds the parcel at the nearest post office or depot.',
];

export const damagedGoods = [
  'Check your delivery when it arrives and keep the packaging.',
  'Take photos of the damaged items and the box, and open a support ticket or contact us within 7 days of delivery.',
  'We send replacements by Express Delivery at no cost, or refund the damaged items if you prefer.',
  'Unopened items in resaleable condition can also be returned within 30 days for a refund or account credit.',
];
