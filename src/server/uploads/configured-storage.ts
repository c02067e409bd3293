import 'server-only';

import path from 'node:path';

import { env } from '../env';
import { folderStorage, s3Storage, type S3Settings, type UploadStorage } from './upload-storage';
import { UPLOADS_FOLDER } from './uploads-folder';

/** DATA_DIR/uploads: where uploads are kept without S3, and where older ones stay readable. */
const uploadsDir = path.join(env.DATA_DIR, UPLOADS_FOLDER);

/** The bucket of S3_BUCKET and its settings; null when uploads stay on this machine. */
export function configuredS3(): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // Most S3-compatible services want path-style URLs; AWS itself wants virtual hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE || Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function configuredStorage(): UploadStorage {
  const folder = folderStorage(uploadsDir);
  const s3 = configuredS3();
  return s3 ? s3Storage(s3, folder) : folder;
}

/** Where uploaded images are kept, as configured when the server started. */
export const uploadStorage = configuredStorage();
