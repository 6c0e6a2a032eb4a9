import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Runs `work` with a fresh path under DATA_DIR/tmp (an upload being imported, read more than once)
 * and removes whatever was written there when the work ends, done or failed.
 */
export async function withTempFile<T>(
  dataDir: string,
  extension: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  const folder = join(dataDir, 'tmp');
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomUUID()}${extension}`);
  try {
    return await work(path);
  } finally {
    await rm(path, { force: true });
  }
}
