import type { AuditEntry, AuditLogQuery } from '@party/shared';
import type { SignedIn } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** The admin's audit screen as an admin reads it (GET /api/admin/audit), newest first. */
export async function readAuditLog(
  ctx: Pick<TestContext, 'app'>,
  admin: SignedIn,
  query: Omit<AuditLogQuery, 'page' | 'pageSize'> = {},
): Promise<AuditEntry[]> {
  const search = new URLSearchParams({ pageSize: '100' });
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, String(value));
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit?${search}`,
    headers: admin.headers,
  });
  if (res.statusCode !== 200) throw new Error(`audit log: ${res.statusCode} ${res.body}`);
  return res.json().items;
}
