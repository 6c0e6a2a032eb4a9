import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../lib/app-error.ts';
import { cleanFileName, nameForContentType } from '../lib/file-name.ts';
import type { FileStorage } from '../lib/file-storage.ts';

/** file-type reads at most this much of a file's start to tell what it is. */
const SNIFF_BYTES = 4100;
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 2000;

/** Busboy's limits for a form of one file and a few short fields. */
const partLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: MAX_FIELDS,
  fieldSize: MAX_FIELD_BYTES,
  fieldNameSize: 100,
  parts: MAX_FIELDS + 1,
});

export interface UploadRules {
  /** Where the file goes in storage. */
  key: string;
  maxBytes: number;
  /**
   * Runs before any byte is read (a per-owner rate limit): its refusal is answered like any other,
   * the unread body drained.
   */
  beforeRead?: () => Promise<void>;
  /** Content types allowed, as told by the file's first bytes (magic numbers). */
  allowedTypes: readonly string[];
  messages: {
    notMultipart: string;
    tooLarge: string;
    empty: string;
    wrongType: (fileName: string, detected: string | null) => string;
  };
}

/** The refusals every upload words alike; an upload names its own where they differ. */
interface UploadMessages {
  notMultipart: string;
  tooLarge: string;
  /** More than one file: 'Send one file per document.' unless told. */
  oneFile?: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  /**
   * Null when the form held no file; when set, the file is in storage under the rules' key, and its
   * name carries the extension of its detected type (lib/file-name.ts).
   */
  file: { originalName: string; mimeType: string; sizeBytes: number } | null;
}

/**
 * Reads a multipart/form-data request with one file and a few text fields, streaming the file
 * into storage as it arrives: never held whole in memory. The file's type is read from its first
 * bytes, not its name or declared type, and the name takes that type's extension; a refused type (400) or a file over `maxBytes` (413, told
 * while streaming) leaves nothing in storage. Fields may come before or after the file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  rules: UploadRules,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.messages.notMultipart);
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  let stored = false;
  try {
    await rules.beforeRead?.();
    const parts = request.parts({ limits: partLimits(rules.maxBytes) });
    for await (const part of parts) {
      if (part.type === 'field') {
        readField(part, fields);
        continue;
      }
      const originalName = cleanFileName(part.filename);
      let mimeType = '';
      let sizeBytes = 0;
      stored = true;
      await storage.put(
        rules.key,
        sniffAndCount(part, rules, originalName, {
          onType: (type) => {
            mimeType = type;
          },
          onBytes: (n) => {
            sizeBytes = n;
          },
        }),
        'application/octet-stream',
      );
      file = { originalName: nameForContentType(originalName, mimeType), mimeType, sizeBytes };
    }
    return { fields, file };
  } catch (error) {
    if (stored) await storage.delete(rules.key).catch(() => {});
    // The rest of the body is read and dropped, so the client can finish sending and read the answer.
    if (!request.raw.readableEnded) request.raw.resume();
    throw toUploadError(error, rules);
  }
}

function readField(part: MultipartValue, fields: Record<string, string>) {
  if (part.valueTruncated || part.fieldnameTruncated)
    throw badRequest(`The field ${part.fieldname.slice(0, 100)} is too long.`);
  fields[part.fieldname] = String(part.value);
}

/**
 * The file's bytes as they arrive: the first few kilobytes are held until the type is known
 * (refused before anything is written), then every chunk passes straight through. Busboy stops a
 * file at the size limit and marks it truncated: that becomes the 413 here.
 */
async function* sniffAndCount(
  part: MultipartFile,
  rules: UploadRules,
  fileName: string,
  report: { onType: (type: string) => void; onBytes: (n: number) => void },
): AsyncGenerator<Buffer> {
  let head: Buffer[] = [];
  let headBytes = 0;
  let total = 0;
  let checked = false;
  const check = async () => {
    const start = Buffer.concat(head);
    if (start.length === 0) throw badRequest(rules.messages.empty);
    const type = await fileTypeFromBuffer(start);
    if (!type || !rules.allowedTypes.includes(type.mime))
      throw badRequest(rules.messages.wrongType(fileName, type ? type.ext.toUpperCase() : null));
    report.onType(type.mime);
    checked = true;
    head = [];
    return start;
  };
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (part.file.truncated || total > rules.maxBytes) throw tooLarge(rules);
    if (checked) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes >= SNIFF_BYTES) yield await check();
  }
  if (part.file.truncated) throw tooLarge(rules);
  if (!checked) yield await check();
  report.onBytes(total);
}

const tooLarge = (rules: { messages: UploadMessages }) =>
  new AppError('PAYLOAD_TOO_LARGE', rules.messages.tooLarge);

/** @fastify/multipart's and busboy's refusals as the API's own errors. */
function toUploadError(error: unknown, rules: { messages: UploadMessages }): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rules);
  if (code === 'FST_FILES_LIMIT') return badRequest(rules.messages.oneFile ?? 'Send one file per document.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('The form has more fields than a document upload takes.');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('A field named __proto__ is not accepted.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', rules.messages.notMultipart);
  const message = (error as { message?: string }).message ?? '';
  if (/multipart|boundary|Unexpected end/i.test(message))
    return new AppError(
      'BAD_REQUEST',
      'The upload was cut off or is not valid multipart/form-data. Please try again.',
    );
  return error;
}

export interface TextFileRules {
  maxBytes: number;
  /** The file names taken, by their ending ('.csv'): a text file's first bytes do not tell its kind. */
  extensions: readonly string[];
  messages: UploadMessages & {
    wrongType: (fileName: string) => string;
    /** Empty, or bytes that are not text (a NUL: a workbook, a program, UTF-16). */
    notText: (fileName: string) => string;
  };
}

export interface ReceivedTextFile {
  fields: Record<string, string>;
  /** Null when the form held no file. */
  file: { name: string; text: string } | null;
}

/**
 * Reads a multipart/form-data request with one small text file (a CSV to check, never stored) and a
 * few text fields: the file is held in memory up to `maxBytes` (413 past it, told while reading) and
 * read as UTF-8. The same limits and refusals as `receiveUpload`.
 */
export async function receiveTextFile(
  request: FastifyRequest,
  rules: TextFileRules,
): Promise<ReceivedTextFile> {
  return receiveOneTextFile(request, rules, async (part, name) => ({
    name,
    text: textOf(await readWhole(part, rules), name, rules),
  }));
}

/**
 * The one loop both text-file readers share: the fields kept, the one file's ending checked, then
 * `take` reads its bytes (into memory, or to disk); any refusal drains the request and is answered
 * as the upload kit answers it.
 */
async function receiveOneTextFile<File>(
  request: FastifyRequest,
  rules: TextFileRules,
  take: (part: MultipartFile, name: string) => Promise<File>,
): Promise<{ fields: Record<string, string>; file: File | null }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.messages.notMultipart);
  const fields: Record<string, string> = {};
  let file: File | null = null;
  try {
    for await (const part of request.parts({ limits: partLimits(rules.maxBytes) })) {
      if (part.type === 'field') {
        readField(part, fields);
        continue;
      }
      const name = cleanFileName(part.filename);
      if (!rules.extensions.some((ending) => name.toLowerCase().endsWith(ending)))
        throw badRequest(rules.messages.wrongType(name));
      file = await take(part, name);
    }
    return { fields, file };
  } catch (error) {
    if (!request.raw.readableEnded) request.raw.resume();
    throw toUploadError(error, rules);
  }
}

async function readWhole(part: MultipartFile, rules: TextFileRules): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (part.file.truncated || total > rules.maxBytes) throw tooLarge(rules);
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge(rules);
  return Buffer.concat(chunks);
}

/** UTF-8 (a byte-order mark dropped; a stray byte becomes U+FFFD rather than refusing a file Excel saved in its own code page). */
function textOf(bytes: Buffer, name: string, rules: TextFileRules): string {
  if (bytes.length === 0 || bytes.includes(0)) throw badRequest(rules.messages.notText(name));
  return new TextDecoder('utf-8').decode(bytes);
}

export interface ReceivedTextFileOnDisk {
  fields: Record<string, string>;
  /** Null when the form held no file; when set, its bytes are at the path given. */
  file: { name: string; sizeBytes: number } | null;
}

/**
 * Reads a multipart/form-data request with one text file of any size within `maxBytes` (a CSV to
 * import) and a few text fields, streaming the file to `path` as it arrives, never held in memory:
 * a 413 the moment it passes `maxBytes`, a 400 for a NUL (a workbook, UTF-16). An empty file is
 * written as such, for the caller to report. The caller removes `path` whatever the outcome.
 */
export async function receiveTextFileToDisk(
  request: FastifyRequest,
  path: string,
  rules: TextFileRules,
): Promise<ReceivedTextFileOnDisk> {
  return receiveOneTextFile(request, rules, async (part, name) => ({
    name,
    sizeBytes: await writeTextFile(part, path, name, rules),
  }));
}

/** The part's bytes to `path`, each chunk checked on its way: within the size, and text. */
async function writeTextFile(part: MultipartFile, path: string, name: string, rules: TextFileRules) {
  let total = 0;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (part.file.truncated || total > rules.maxBytes) return done(tooLarge(rules));
      if (chunk.includes(0)) return done(badRequest(rules.messages.notText(name)));
      done(null, chunk);
    },
  });
  await pipeline(part.file, checked, createWriteStream(path));
  if (part.file.truncated) throw tooLarge(rules);
  return total;
}
