import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { analyticsEvents, emailOutbox, idempotencyKeys, notifications } from '../db/schema/index.ts';
import { getSettings } from '../domains/settings/get-settings.ts';
import { runExclusive } from './run-exclusive.ts';

// A replayed write only matters while a client may still retry it.
const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * data_retention_days (system setting; docs/product/admin-area.md: it purges analytics events and read notifications):
 * storefront analytics events (by arrival), read notifications and finished outbox mail older than the
 * retention period are deleted, and idempotency keys after a day. Runs on one instance at a time.
 */
export async function purgeExpiredData(database: Database) {
  return runExclusive(database, 'retention-purge', async (tx) => {
    const { dataRetentionDays } = await getSettings(tx);
    const cutoff = sql`now() - make_interval(days => ${dataRetentionDays})`;
    const readNotifications = await tx
      .delete(notifications)
      .where(and(eq(notifications.read, true), lt(notifications.createdAt, cutoff)))
      .returning({ id: notifications.id });
    const events = await tx
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.createdAt, cutoff))
      .returning({ id: analyticsEvents.id });
    const mail = await tx
      .delete(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ['sent', 'stored', 'suppressed', 'failed']),
          lt(emailOutbox.createdAt, cutoff),
        ),
      )
      .returning({ id: emailOutbox.id });
    const keys = await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`))
      .returning({ key: idempotencyKeys.key });
    return {
      analyticsEvents: events.length,
      notifications: readNotifications.length,
      emails: mail.length,
      idempotencyKeys: keys.length,
    };
  });
}
