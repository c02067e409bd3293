import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bucketCopier } from '@/server/backups/backup-copies';
import { backupsFolder, takeBackup } from '@/server/backups/backup-store';
import { s3Client, type S3Settings } from '@/server/uploads/upload-storage';

import { createTestDatabase, type TestDatabase } from '../support/databases';
import { s3Credentials, startS3 } from '../support/s3';

// With a bucket configured, each backup is also copied there: the same bytes, under backups/.

describe('backups copied to the S3 bucket', () => {
  let dir: string;
  let site: TestDatabase;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let settings: S3Settings;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-copies-'));
    site = await createTestDatabase('sqlite', { sqliteFile: path.join(dir, 'site.db') });
    s3 = await startS3('agency-backups');
    settings = {
      bucket: 'agency-backups',
      prefix: 'uploads/',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3Credentials,
    };
  });
  afterAll(async () => {
    await site.drop();
    await s3.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('copies the archive whole, and says where', async () => {
    const taken = await takeBackup({
      target: site.target,
      dataDir: dir,
      keep: 5,
      copy: bucketCopier(settings),
    });
    expect(taken.copiedTo).toBe(`s3://agency-backups/backups/${taken.name}`);
    const object = await s3Client(settings).send(
      new GetObjectCommand({ Bucket: 'agency-backups', Key: `backups/${taken.name}` }),
    );
    const copied = Buffer.from(await object.Body!.transformToByteArray());
    expect(copied.equals(await fs.readFile(path.join(backupsFolder(dir), taken.name)))).toBe(true);
  });

  it('keeps the backup and says why when the copy fails', async () => {
    const taken = await takeBackup({
      target: site.target,
      dataDir: dir,
      keep: 5,
      now: new Date('2026-11-27T10:00:00Z'),
      copy: bucketCopier({ ...settings, bucket: 'no-such-bucket' }),
    });
    expect(taken.copiedTo).toBeUndefined();
    expect(taken.copyFailed).toMatch(/bucket/i);
    expect((await fs.stat(path.join(backupsFolder(dir), taken.name))).size).toBe(taken.bytes);
  });
});
