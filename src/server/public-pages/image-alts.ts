import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';

import { getDb } from '../db/client';
import { findMedia } from '../queries/media';

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

/**
 * What an image that says something (a post's picture, a city's, a portrait) is described as: the
 * alt text the owner wrote for it in the media library, else `fallback`, said from its record.
 */
export async function imageAltFor(src: string, fallback: string): Promise<string> {
  return (await loadImageAlt(src)) || fallback;
}
