import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * The API document a partner's developers generate a client from: every route is in it with a
 * summary, and it passes Redocly CLI's recommended lint (redocly.yaml) with no error or warning.
 */
const root = resolve(import.meta.dirname, '../../../..');
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'pc-openapi-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('API document', () => {
  it('gives every route a one-line summary', () => {
    const missing = ctx.app.routeTable
      .filter((r) => !r.summary?.trim() || r.summary.includes('\n'))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('describes every documented route of the route table', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    const expected = ctx.app.routeTable
      .filter((r) => !r.url.endsWith('*'))
      .map((r) => `${r.method} ${r.url}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(ctx.app.swagger()));
    const { stdout } = await promisify(execFile)(
      join(root, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=json', '--max-problems=1000'],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
    };
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
