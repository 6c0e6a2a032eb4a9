import { type StaffOrder, staffOrderMessages } from '@party/shared';
import type { OrderItemRow, StaffOrderRow } from './orders.repository.ts';
import { toOrder } from './to-order.ts';

/** An order as staff see it: 'Unknown Partner' and 'Unknown Product' where a name is missing (docs/product/associate-portal.md, Orders). */
export function toStaffOrder(row: StaffOrderRow, items: OrderItemRow[]): StaffOrder {
  const order = toOrder(row, items);
  return {
    ...order,
    items: order.items.map((i) => ({
      ...i,
      productName: i.productName.trim() || staffOrderMessages.unknownProduct,
    })),
    partnerId: row.partnerId,
    partnerName: row.partnerName?.trim() || staffOrderMessages.unknownPartner,
    partnerCompany: row.partnerCompany,
    deliveryMethodId: row.deliveryMethodId,
    company: row.companyName === null ? null : { id: row.companyId, name: row.companyName },
    placedBy: {
      id: row.partnerId,
      name: row.placedByName.trim() || staffOrderMessages.unknownPartner,
      email: row.partnerEmail,
    },
  };
}
