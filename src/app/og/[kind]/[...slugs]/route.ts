import { createHash } from 'node:crypto';

import { type SocialImageKind, socialImageKindLabel } from '@/lib/seo/social-image';
import { loadSocialImage } from '@/server/og/social-images';

// A page's generated social image: /og/post/{slug}, /og/service/{slug}, /og/city/{service}/{city},
// /og/author/{slug}. Drawn once per change (see social-images.ts), then served from the cache.

const isKind = (kind: string): kind is SocialImageKind => kind in socialImageKindLabel;

export async function GET(request: Request, { params }: RouteContext<'/og/[kind]/[...slugs]'>) {
  const { kind, slugs } = await params;
  const png = isKind(kind) ? await loadSocialImage(kind, slugs) : null;
  if (!png)
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const etag = `"${createHash('sha1').update(png).digest('base64url')}"`;
  const headers = {
    'content-type': 'image/png',
    // Crawlers and browsers keep it an hour; a proxy may serve a stale copy for a day while it asks again.
    'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    etag,
  };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(png), { headers });
}
