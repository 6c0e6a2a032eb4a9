import type { ActivityType } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import type { WriteBatch } from '../../lib/write-batch.ts';
import { activityInsert, insertActivity } from './activity.repository.ts';
import { anonymiseName, locationFromAddress } from './anonymise.ts';

export interface ActivityEvent {
  activityType: ActivityType;
  /** The person's real name: only 'First L.' is stored. */
  customerName: string;
  /** A delivery or business address; only its city (or state) is kept. */
  address?: string | null;
  /** A known city, used as is instead of reading it from an address. */
  city?: string | null;
}

/**
 * Adds an anonymised row to the social-proof feed inside the caller's transaction, so the popup
 * only ever shows events that really happened (quote requests, orders, sign-ups, bulk orders).
 */
export async function recordActivity(tx: Tx, event: ActivityEvent): Promise<void> {
  await insertActivity(tx, activityRow(event));
}

/** recordActivity for a use case that sends its side-effect rows as one statement (WriteBatch). */
export function queueActivity(batch: WriteBatch, event: ActivityEvent): void {
  batch.write(activityInsert(activityRow(event)));
}

function activityRow(event: ActivityEvent) {
  return {
    activityType: event.activityType,
    customerNameAnonymized: anonymiseName(event.customerName),
    location: event.city?.trim() || locationFromAddress(event.address),
  };
}
