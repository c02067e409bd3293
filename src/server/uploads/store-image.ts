import 'server-only';

import { randomUUID } from 'node:crypto';

import sharp, { type Metadata } from 'sharp';

import { logger } from '../logger';
import type { UploadStorage } from './upload-storage';

/** An image's bytes; a request that carries one may hold 64 KB of form fields besides. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** 40 megapixels: a 7,000 x 5,700 photo; decoding more would take hundreds of MB of memory. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.webp$/;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** What the bytes really are, whatever the file is called: JPEG, PNG, WebP or AVIF, else an error. */
async function detectImage(bytes: Buffer): Promise<string> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new UploadError('The file is not an image. Upload a JPEG, PNG, WebP or AVIF file.', 415);
  }
  const format =
    metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (!['jpeg', 'png', 'webp', 'avif'].includes(format ?? '')) {
    throw new UploadError('Only JPEG, PNG, WebP and AVIF images are accepted.', 415);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_UPLOAD_PIXELS) {
    throw new UploadError('Images may have at most 40 megapixels (for example 7000 x 5700).', 413);
  }
  return format;
}

export type StoredImage = {
  url: string;
  name: string;
  /** What the upload was before it was re-encoded. */
  format: string;
  bytes: number;
  width: number;
  height: number;
};

/**
 * Stores an uploaded image, re-encoded by sharp as WebP at most 1600 pixels wide (which also drops
 * anything hidden in the original file), under a random name. Returns its public path.
 */
export async function storeUploadedImage(
  bytes: Buffer,
  storage: UploadStorage,
): Promise<StoredImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new UploadError('Images must be 5 MB or smaller.', 413);
  const format = await detectImage(bytes);
  let webp: Buffer;
  let size: { width: number; height: number };
  try {
    const encoded = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    webp = encoded.data;
    size = { width: encoded.info.width, height: encoded.info.height };
  } catch {
    // The header was readable but the pixels are not: a truncated or damaged file.
    throw new UploadError(
      'The image file is damaged or incomplete. Export it again and upload it.',
      415,
    );
  }
  const name = `${randomUUID()}.webp`;
  try {
    await storage.put(name, webp, 'image/webp');
  } catch (error) {
    logger.error({ err: error }, 'an uploaded image could not be stored');
    throw new UploadError(
      'The image could not be stored: the file storage did not answer. Try again in a minute.',
      503,
    );
  }
  return { url: `/uploads/${name}`, name, format, bytes: webp.byteLength, ...size };
}

/** An uploaded file by its public name, or null for any other name. */
export async function readUploadedImage(
  storage: UploadStorage,
  name: string,
): Promise<Buffer | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  return storage.get(name);
}
