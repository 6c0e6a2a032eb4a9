import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config.ts';
import { notFound } from './app-error.ts';

/**
 * Where uploaded files live: one interface, two places. Files are written and read as streams, so
 * an upload never sits whole in memory, whatever its size. Keys are made by the server (never
 * from a client's file name): `<purpose>/<owner>/<uuid>`.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Streams `body` into `key`; a failed or aborted stream leaves nothing behind. */
  put(key: string, body: AsyncIterable<Uint8Array> | Readable, contentType: string): Promise<void>;
  /** The stored bytes as a stream; a missing key is a 404. */
  get(key: string): Promise<Readable>;
  /** Removes the key; removing a missing key is no error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)+$/;

function checkKey(key: string): string {
  // Keys are ours, but a path that could climb out of the root must never reach the disk.
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files under a folder (DATA_DIR/files): the embedded default, like the PGlite database. */
export class DiskFileStorage implements FileStorage {
  readonly kind = 'disk';
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const path = resolve(this.root, checkKey(key));
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, body: AsyncIterable<Uint8Array> | Readable, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await pipeline(body, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) throw notFound('File');
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** An S3-compatible bucket: what several instances behind a load balancer share. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // S3-compatible servers other than AWS often refuse the SDK's default streaming checksums
      // (aws-chunked bodies with trailers); send checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: AsyncIterable<Uint8Array> | Readable, contentType: string): Promise<void> {
    // lib-storage sends 5 MB parts as they fill (multipart upload), so memory stays a few parts,
    // and aborts the multipart upload when the stream fails, so no partial object remains.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: body instanceof Readable ? body : Readable.from(body),
        ContentType: contentType,
      },
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return object.Body;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') throw notFound('File');
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

export type StorageConfig = Pick<Config, 'DATA_DIR'> &
  Partial<
    Pick<
      Config,
      | 'S3_BUCKET'
      | 'S3_ENDPOINT'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

/** S3 when S3_BUCKET is configured, else the disk under DATA_DIR/files. */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.S3_BUCKET)
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION ?? 'ap-southeast-2',
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    });
  return new DiskFileStorage(join(config.DATA_DIR, 'files'));
}
