import type { VendorShipment } from '@party/shared';
import type { findVendorShipment } from './shipments.repository.ts';

type ShipmentRow = NonNullable<Awaited<ReturnType<typeof findVendorShipment>>>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toVendorShipment(row: ShipmentRow): VendorShipment {
  return {
    ...row,
    shippedDate: iso(row.shippedDate),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
