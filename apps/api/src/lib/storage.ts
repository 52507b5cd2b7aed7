// Where uploaded images live: a Storage interface with a local-disk implementation (default, DATA_DIR/uploads)
// and an S3-compatible one (S3_* env). plugins/storage.ts serves them at /uploads/<key>.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.ts';
import { writeFileDurably } from './durable-file.ts';

export interface StoredObject {
  body: Readable | Buffer;
  contentType: string;
  size?: number;
}

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.webp': 'image/webp' };
const SAFE_KEY = /^[a-z0-9-]+\/[a-zA-Z0-9-]+\.(png|webp)$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer) {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // On disk before the write is acknowledged: an upload answered with 201 survives a power cut.
    await writeFileDurably(file, data);
  }

  async get(key: string) {
    const file = this.file(key);
    try {
      const info = await stat(file);
      return {
        body: createReadStream(file),
        contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
        size: info.size,
      };
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    await rm(this.file(key), { force: true });
  }
}

export class S3Storage implements Storage {
  private client: Promise<import('@aws-sdk/client-s3').S3Client>;
  constructor(private readonly opts: NonNullable<AppConfig['s3']>) {
    this.client = import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({
          region: opts.region,
          endpoint: opts.endpoint,
          forcePathStyle: Boolean(opts.endpoint),
          credentials:
            opts.accessKeyId && opts.secretAccessKey
              ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
              : undefined,
        }),
    );
  }

  async put(key: string, data: Buffer, contentType: string) {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await (await this.client).send(
      new PutObjectCommand({ Bucket: this.opts.bucket, Key: key, Body: data, ContentType: contentType }),
    );
  }

  async get(key: string) {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      const out = await (await this.client).send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      if (!out.Body) return null;
      return {
        body: out.Body as Readable,
        contentType: out.ContentType ?? CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
        size: out.ContentLength,
      };
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string) {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await (await this.client).send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }
}

/** Where the uploads live on this disk (DATA_DIR/uploads); undefined when they are in an S3 bucket. */
export function localUploadsDir(config: Pick<AppConfig, 's3' | 'dataDir'>): string | undefined {
  return config.s3 ? undefined : path.join(config.dataDir, 'uploads');
}

/** The uploads' store a configuration names: S3 when it has a bucket, else DATA_DIR/uploads. */
export function configuredStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(localUploadsDir(config)!);
}
