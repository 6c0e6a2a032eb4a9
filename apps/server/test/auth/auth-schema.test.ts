import { getAuthTables } from 'better-auth/db';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createAuth } from '../../src/domains/auth/auth.ts';

/**
 * The auth tables are ours (apps/server/src/db/schema/auth.ts, in the drizzle migrations), not
 * better-auth's: its CLI's `generate` writes the schema better-auth and its plugins expect, for a
 * person to copy. This test is that comparison, run on every change: a better-auth upgrade or a
 * plugin that needs a table or column we do not have fails here, not on a user's sign-in.
 * (docs/decisions/0003-auth.md)
 */
describe('the auth schema better-auth expects', () => {
  // Building the options touches no database: the adapter only reaches it on a request.
  const auth = createAuth({
    config: loadConfig({ AUTH_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/auth-schema-test' }),
    database: { db: {} } as unknown as Database,
    onPartnerSignUp: async () => {},
  });
  const expected = getAuthTables(auth.options);
  const tables = schema as unknown as Record<string, PgTable>;

  it('has a table for every model, with every field and its required flag', () => {
    const missing: string[] = [];
    const optionalInOurs: string[] = [];
    for (const model of Object.values(expected)) {
      const table = tables[model.modelName];
      if (!table) {
        missing.push(`table ${model.modelName}`);
        continue;
      }
      const columns = getTableColumns(table);
      for (const [name, field] of Object.entries(model.fields)) {
        const key = field.fieldName ?? name;
        const column = columns[key];
        if (!column) missing.push(`${model.modelName}.${key}`);
        else if (field.required && !column.notNull) optionalInOurs.push(`${model.modelName}.${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(optionalInOurs).toEqual([]);
  });

  it('names the models better-auth and its plugins use (a check that reads what it compares)', () => {
    expect(
      Object.values(expected)
        .map((m) => m.modelName)
        .sort(),
    ).toEqual(['accounts', 'rateLimits', 'sessions', 'twoFactors', 'users', 'verifications']);
  });
});
