import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../lib/events.ts';

/**
 * Staff raise purchase orders against vendors' offers: a changed offer refreshes their open offer
 * lists and low-stock list, and the vendor's own other tabs, after commit.
 */
export async function publishOfferChange(tx: Tx, vendorUserId: string, productId: string): Promise<void> {
  await publishEvent(tx, {
    userIds: [vendorUserId],
    roles: ['associate'],
    admins: true,
    type: 'vendor_offer.changed',
    data: { productId },
  });
}
