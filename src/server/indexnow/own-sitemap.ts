import 'server-only';

import { readSitemapXml } from '@/lib/seo/sitemap-xml';

import { ownOrigin } from '../runtime/own-origin';
import type { PublicUrl } from './indexnow-queue';

/**
 * The public URLs as the sitemap lists them, read through this server's own /sitemap.xml: the
 * sitemap is made by cached reads, which only a request may make, not a timer.
 */
export async function ownSitemap(): Promise<PublicUrl[]> {
  const response = await fetch(`${ownOrigin()}/sitemap.xml`, {
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`the sitemap answered ${response.status}`);
  return readSitemapXml(await response.text());
}
