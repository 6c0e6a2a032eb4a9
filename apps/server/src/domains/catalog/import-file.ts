import { createReadStream } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CsvRecord, readCsvRecords } from '../../lib/csv.ts';

// The import's file, on disk while it is imported (lib/temp-file.ts): read as a stream, a chunk of
// rows at a time, never whole (lib/csv.ts).

/** The header row, and how many rows follow it: the first, light pass over the file. */
export async function readImportLayout(path: string): Promise<{ header: CsvRecord | null; rows: number }> {
  let header: CsvRecord | null = null;
  let rows = 0;
  for await (const record of readCsvRecords(createReadStream(path))) {
    if (header) rows++;
    else header = record;
  }
  return { header, rows };
}

/**
 * The rows after the header, `size` at a time. Before each chunk after the first, other requests
 * get their turn: the rows of one disk read are parsed in one go, and on the embedded database
 * (one connection) a long run of chunks would otherwise hold every other request.
 */
export async function* importChunks(path: string, size: number): AsyncGenerator<CsvRecord[]> {
  let chunk: CsvRecord[] = [];
  let first = true;
  for await (const record of readCsvRecords(createReadStream(path))) {
    if (first) {
      first = false;
      continue;
    }
    chunk.push(record);
    if (chunk.length < size) continue;
    yield chunk;
    chunk = [];
    await nextTurn();
  }
  if (chunk.length > 0) yield chunk;
}
