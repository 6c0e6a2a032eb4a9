import type { SettingKey } from '@party/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { systemSettings } from '../../db/schema/index.ts';

export async function readStoredSettings(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ key: systemSettings.key, value: systemSettings.value }).from(systemSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSettings(tx: Tx, values: Partial<Record<SettingKey, string>>, updatedBy: string) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: value ?? '', updatedBy }));
  if (rows.length === 0) return;
  await tx
    .insert(systemSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
}
