import { centsOf, type DeliveryMethodList } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { findActiveDeliveryMethods } from './orders.repository.ts';

/** The delivery methods checkout (and a quote) offers: active ones, in their sort order. */
export async function listDeliveryMethods(db: Tx): Promise<DeliveryMethodList> {
  const rows = await findActiveDeliveryMethods(db);
  return {
    items: rows.map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      estimatedDays: m.estimatedDays,
      cost: centsOf(m.baseCost) / 100,
    })),
  };
}
