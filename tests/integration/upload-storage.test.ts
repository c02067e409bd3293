import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readUploadedImage, storeUploadedImage } from '@/server/uploads/store-image';
import { folderStorage, s3Storage, type UploadStorage } from '@/server/uploads/upload-storage';

import { s3Credentials, startS3 } from '../support/s3';

const bucket = 'site-uploads';
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
const nameOf = (url: string) => path.basename(url);

describe('uploads in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let folder: string;
  let storage: UploadStorage;
  const bucketStorage = (endpoint: string, fallback?: UploadStorage) =>
    s3Storage(
      {
        bucket,
        prefix: 'uploads/',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: s3Credentials,
      },
      fallback,
    );

  beforeAll(async () => {
    s3 = await startS3(bucket);
    folder = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    storage = bucketStorage(s3.endpoint, folderStorage(folder));
  });
  afterAll(async () => {
    await s3.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('stores the re-encoded image in the bucket, not on this machine, and reads it back', async () => {
    const { url } = await storeUploadedImage(await photo(), storage);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(await readdir(folder)).toEqual([]);

    // Another instance, with an empty folder of its own, reads the same image.
    const elsewhere = bucketStorage(s3.endpoint, folderStorage(path.join(folder, 'other')));
    const stored = await readUploadedImage(elsewhere, nameOf(url));
    expect((await sharp(stored!).metadata()).format).toBe('webp');
  });

  it('still serves an image uploaded to the folder before the move to S3', async () => {
    const name = '0b9d2c1e-5a4f-4c3b-9e8d-7f6a5b4c3d2e.webp';
    const bytes = await sharp(await photo())
      .webp()
      .toBuffer();
    await writeFile(path.join(folder, name), bytes);
    expect(await readUploadedImage(storage, name)).toEqual(bytes);
  });

  it('answers null for a name it never gave out, and for one in neither place', async () => {
    expect(await readUploadedImage(storage, '../site.db')).toBeNull();
    expect(
      await readUploadedImage(storage, '1b9d2c1e-5a4f-4c3b-9e8d-7f6a5b4c3d2e.webp'),
    ).toBeNull();
  });

  it('fails the upload when the bucket cannot be reached', async () => {
    const unreachable = bucketStorage('http://127.0.0.1:9');
    await expect(storeUploadedImage(await photo(), unreachable)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('could not be stored') as unknown,
    });
  });
});
