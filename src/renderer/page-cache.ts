import { NOT_CACHED, type Rendered } from './response';

// Where a rendered public page is kept: the route cache (cache/route-cache-handler.mjs, the one
// Next.js's pages use too: memory, or Redis with REDIS_URL), under the tags of the data it read.

/** The route cache as the renderer uses it. */
export type PageCache = {
  get(key: string): Promise<{
    lastModified: number;
    value: CachedPage;
    cacheControl?: { revalidate?: number };
  } | null>;
  set(
    key: string,
    value: CachedPage,
    context: { tags: string[]; cacheControl: object },
  ): Promise<void>;
};
type CachedPage = {
  kind: 'APP_PAGE';
  html: string;
  status: 200;
  headers: { etag: string };
};

/**
 * At most as long as Next.js keeps the pages whose data is cached for days (cacheLife('days')); a
 * page whose data says less (a scheduled post going live) is rendered again sooner.
 */
export const CACHE_LIFE = { revalidate: 86_400, expire: 604_800 };

/** As Next.js says for how long a shared cache may keep a page it keeps itself. */
const cachedFor = (revalidate: number) =>
  `s-maxage=${revalidate}, stale-while-revalidate=${CACHE_LIFE.expire - revalidate}`;

const keyOf = (routeKey: string) => `site-page:${routeKey}`;

/** The page kept for this route while it is fresh, else null. */
export async function keptPage(
  cache: PageCache | null,
  routeKey: string,
): Promise<Rendered | null> {
  const kept = await cache?.get(keyOf(routeKey));
  const keptFor = kept?.cacheControl?.revalidate ?? CACHE_LIFE.revalidate;
  if (!kept || Date.now() > kept.lastModified + keptFor * 1000) return null;
  const { value } = kept;
  return {
    status: 200,
    // Read only if the answer is not already at hand for this version (response.ts).
    get html() {
      return value.html;
    },
    etag: value.headers.etag,
    cacheControl: cachedFor(keptFor),
  };
}

/**
 * Keeps a page that rendered (status 200) under the tags of what it read, for as long as its
 * shortest-lived read allows; answers it as sent, with the cache header to match.
 */
export async function keepPage(
  cache: PageCache | null,
  routeKey: string,
  page: { status: number; html: string; etag: string; tags: string[]; revalidate: number },
): Promise<Rendered> {
  const { status, html, etag, tags, revalidate } = page;
  if (status !== 200) return { status, html, etag, cacheControl: NOT_CACHED };
  await cache?.set(
    keyOf(routeKey),
    { kind: 'APP_PAGE', html, status, headers: { etag } },
    { tags, cacheControl: { ...CACHE_LIFE, revalidate } },
  );
  return { status, html, etag, cacheControl: cachedFor(revalidate) };
}
