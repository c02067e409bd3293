import 'server-only';

import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** Where uploaded images are kept: a folder on this machine, or an S3-compatible bucket. */
export interface UploadStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Every file kept, with its size. */
  list(): Promise<StoredFile[]>;
  /** Deletes the file; nothing happens when there is none. */
  delete(name: string): Promise<void>;
}

export type StoredFile = { name: string; bytes: number };

export function folderStorage(dir: string): UploadStorage {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes);
    },
    async get(name) {
      try {
        return await readFile(path.join(dir, name));
      } catch {
        return null;
      }
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(dir, name)).catch(() => null);
          return info?.isFile() ? { name, bytes: info.size } : null;
        }),
      );
      return files.filter((file) => file !== null);
    },
    async delete(name) {
      await rm(path.join(dir, name), { force: true });
    },
  };
}

export type S3Settings = {
  bucket: string;
  /** Key prefix inside the bucket, e.g. "uploads/". */
  prefix: string;
  region: string;
  /** An S3-compatible service's URL; unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** A client of the bucket's service: AWS, or an S3-compatible one. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible services reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A bucket, with the folder as a fallback for reading: images uploaded before the site moved to
 * object storage keep their /uploads/... URLs.
 */
export function s3Storage(settings: S3Settings, fallback?: UploadStorage): UploadStorage {
  const client = s3Client(settings);
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        // By name: a bundled copy of the SDK's error class would fail `instanceof`.
        if ((error as { name?: string }).name === 'NoSuchKey')
          return (await fallback?.get(name)) ?? null;
        throw error;
      }
    },
    async list() {
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: settings.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key)
            files.push({ name: object.Key.slice(settings.prefix.length), bytes: object.Size ?? 0 });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      const inBucket = new Set(files.map((file) => file.name));
      const older = (await fallback?.list()) ?? [];
      return [...files, ...older.filter((file) => !inBucket.has(file.name))];
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
      await fallback?.delete(name);
    },
  };
}
