import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FileArea, NewFile, SharedFileStore, StoredFile } from './shared-files';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible store's address (MinIO, Garage, R2, …); unset: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key, e.g. "guildhall/". */
  prefix: string;
  forcePathStyle: boolean;
}

const missing = (e: unknown) => e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404);

/** A client for the bucket of these settings (uploads here, backups in scripts/lib/backup-s3.ts). */
export function s3Client(settings: Omit<S3Settings, 'bucket' | 'prefix'>): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Many S3-compatible stores do not know the newer default checksums: send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket, under `{prefix}{area}/{path}`: for sites spread over machines
 * that would rather not keep files in PostgreSQL.
 */
export class S3FileStore implements SharedFileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = s3Client(settings);
  }

  private key(area: FileArea, path: string) {
    return `${this.settings.prefix}${area}/${path}`;
  }

  async get(area: FileArea, path: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(area, path) }));
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      return { body, contentType: answer.ContentType ?? 'application/octet-stream', size: body.length, updatedAt: answer.LastModified ?? new Date(0) };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async getFirst(area: FileArea, paths: readonly string[]): Promise<StoredFile | null> {
    // All candidates at once; the first in order wins.
    const found = await Promise.all(paths.map((p) => this.get(area, p)));
    return found.find((f) => f !== null) ?? null;
  }

  async exists(area: FileArea, path: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(area, path) }));
      return true;
    } catch (e) {
      if (missing(e)) return false;
      throw e;
    }
  }

  /** A bucket has no transactions: when one file fails, those already written are removed again. */
  async putAll(area: FileArea, files: readonly NewFile[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const file of files) {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(area, file.path), Body: file.body, ContentType: file.contentType }),
        );
        written.push(file.path);
      }
    } catch (e) {
      await Promise.all(written.map((p) => this.remove(area, p).catch(() => undefined)));
      throw e;
    }
  }

  async remove(area: FileArea, path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(area, path) }));
  }
}
