import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Processes serving HTTP (main.ts): above 1, a primary forks that many instances on PORT (PostgreSQL only). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** PostgreSQL 15+; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL streaming replicas (comma-separated URLs) for the reads that tolerate a moment's lag:
   * catalogue, search, sitemap, analytics, reports and exports (db/read-replicas.ts). Needs a
   * PostgreSQL DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url()).optional()),
  DATA_DIR: z.string().default('./data'),
  /** smtp://user:pass@host:port; when absent mail stays in the dev mailbox admins read in the app. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Party Central <hello@partycentral.com.au>'),
  // Unset: this machine at PORT (loadConfig), so a server started on another port trusts its own
  // sign-in form (the origin check compares against it).
  PUBLIC_URL: z.string().url().optional(),
  /** Signs sessions and CSRF tokens; generated once and kept under DATA_DIR when not given. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Which proxies may set X-Forwarded-For: 'loopback' (default), an address list, or 'true' behind a trusted load balancer. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Live-event streams (/api/events) one client address may hold open at once; beyond it a 429. */
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** Live-event streams this instance holds open at once, all addresses together; beyond it a 429. */
  EVENT_STREAMS_TOTAL: z.coerce.number().int().min(1).default(5000),
  /**
   * Product addresses per sitemap file (the protocol allows 50,000): 10,000 keeps a file near 1 MB,
   * so one crawler request compresses a small body rather than a 5 MB one.
   */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  /** How long this instance trusts its sitemap before it reads the products again. */
  SITEMAP_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Rows a CSV export (the staff orders export) reads per query, a keyset page of the list's order:
   * one chunk is held at a time, and other requests run between two.
   */
  EXPORT_CHUNK_ROWS: z.coerce.number().int().min(1).max(50_000).default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (apps/web/dist). */
  WEB_DIST: z.string().optional(),
  /** Seed demo data into an empty database (never when NODE_ENV=production). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Uploads go to this S3-compatible bucket when set; else under DATA_DIR/files (lib/file-storage.ts). */
  S3_BUCKET: z.string().min(3).optional(),
  /** The S3-compatible service's address (MinIO, R2, ...); AWS's own when absent. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('ap-southeast-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (endpoint/bucket/key), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

const checkedSchema = envSchema.superRefine((env, ctx) => {
  if (env.DATABASE_READ_URL?.length && !env.DATABASE_URL?.startsWith('postgres'))
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'read replicas need a PostgreSQL DATABASE_URL (PGlite has none)',
    });
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  AUTH_SECRET: string;
  DATA_DIR: string;
  PUBLIC_URL: string;
};

/** Parses the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    AUTH_SECRET: parsed.data.AUTH_SECRET ?? persistedSecret(dataDir),
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT || 3000}`,
  };
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
