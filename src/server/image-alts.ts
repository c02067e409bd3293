import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';

import { getDb } from './db/client';
import { findMedia } from './queries/media';

const UPLOADED = /^\/uploads\/([^/]+)$/;

/** The alt text the media library keeps for an uploaded image: '' when it has none. */
export async function loadImageAlt(src: string): Promise<string> {
  'use cache';
  cacheTag(cacheTags.media);
  cacheLife('days');
  const name = UPLOADED.exec(src)?.[1];
  if (!name) return '';
  return (await findMedia(getDb(), name))?.alt ?? '';
}
