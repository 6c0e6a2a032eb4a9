import type { Tx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export interface NewAnalyticsEvent {
  eventType: string;
  pagePath: string;
  userId: string | null;
  sessionId: string | null;
  metadata: Record<string, unknown>;
  occurredAt: Date;
}

export async function insertAnalyticsEvent(tx: Tx, event: NewAnalyticsEvent): Promise<void> {
  await tx.insert(analyticsEvents).values(event);
}
