import { expect } from 'vitest';

/** The PostgreSQL error under drizzle's wrapper (pg and PGlite both carry code and constraint). */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  const outer = error as { cause?: unknown };
  return (outer.cause ?? error) as { code?: string; constraint?: string };
}

/** Expects the database to refuse the write with this constraint. */
export async function expectRefused(write: Promise<unknown>, constraint: string) {
  const error = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${constraint} to refuse the write`).not.toBeNull();
  expect(databaseError(error).constraint).toBe(constraint);
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
