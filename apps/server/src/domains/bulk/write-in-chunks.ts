import type { ReportProgress } from '../../lib/progress.ts';

/** Rows a bulk write sends per statement; each chunk is one step of the admin's progress bar. */
export const WRITE_CHUNK = 1000;

/** Writes `rows` a chunk at a time (inside the caller's transaction), reporting after each. */
export async function writeInChunks<Row>(
  rows: Row[],
  write: (chunk: Row[]) => Promise<void>,
  onProgress?: ReportProgress,
): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    await write(rows.slice(start, start + WRITE_CHUNK));
    await onProgress?.(Math.min(start + WRITE_CHUNK, rows.length), rows.length);
  }
}
