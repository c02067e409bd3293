import 'server-only';

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

import { PutObjectCommand } from '@aws-sdk/client-s3';

import { configuredS3 } from '../uploads/configured-storage';
import { s3Client, type S3Settings } from '../uploads/upload-storage';

// A backup on the server does not survive the server: with a bucket configured (S3_BUCKET), each
// one is also copied there, under backups/ beside the uploads' prefix. The bucket's own lifecycle
// rules decide how long copies stay.

export const BUCKET_PREFIX = 'backups/';

/** Copies one backup archive to the bucket; what it is called there. */
export type BackupCopier = (file: string, name: string) => Promise<string>;

export function bucketCopier(settings: S3Settings): BackupCopier {
  const client = s3Client(settings);
  return async (file, name) => {
    const key = `${BUCKET_PREFIX}${name}`;
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: (await stat(file)).size,
        ContentType: 'application/gzip',
      }),
    );
    return `s3://${settings.bucket}/${key}`;
  };
}

/** Copies to the bucket of S3_BUCKET; none without one. */
export function configuredBackupCopier(): BackupCopier | undefined {
  const s3 = configuredS3();
  return s3 ? bucketCopier(s3) : undefined;
}
