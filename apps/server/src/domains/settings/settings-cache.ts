import type { SystemSettings } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { getSettings } from './get-settings.ts';
import { SETTINGS_CHANNEL } from './update-settings.ts';

// Every /api request checks maintenance mode; a short-lived copy spares a query per request. An
// update on any instance clears every copy through NOTIFY; the TTL covers a lost notification.
const TTL_MS = 5000;

export class SettingsCache {
  private value: SystemSettings | null = null;
  private loadedAt = 0;
  private pending: Promise<SystemSettings> | null = null;
  // Bumped by invalidate() so a read that started before an update does not store stale values.
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(SETTINGS_CHANNEL, () => this.invalidate());
  }

  invalidate(): void {
    this.value = null;
    this.pending = null;
    this.generation += 1;
  }

  async get(): Promise<SystemSettings> {
    if (this.value && Date.now() - this.loadedAt < TTL_MS) return this.value;
    if (!this.pending) {
      const generation = this.generation;
      const load = getSettings(this.database.db)
        .then((settings) => {
          if (generation === this.generation) {
            this.value = settings;
            this.loadedAt = Date.now();
          }
          return settings;
        })
        .finally(() => {
          if (this.pending === load) this.pending = null;
        });
      this.pending = load;
    }
    return this.pending;
  }

  async close(): Promise<void> {
    await this.unlisten?.();
  }
}
