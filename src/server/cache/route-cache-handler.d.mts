// Types for the tests; Next.js loads the handler itself (see route-cache-handler.mjs).
export interface RouteCacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export default class BoundedRouteCache {
  constructor(context: unknown);
  get(key: string): Promise<RouteCacheEntry | null>;
  set(
    key: string,
    value: unknown,
    ctx?: { tags?: string[]; cacheControl?: unknown },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
