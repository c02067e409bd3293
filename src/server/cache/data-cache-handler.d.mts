// Types for the tests; Next.js loads the handler itself (see data-cache-handler.mjs).
export interface DataCacheEntry {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
}

declare const dataCacheHandler: {
  get(cacheKey: string, softTags: string[]): Promise<DataCacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<DataCacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};
export default dataCacheHandler;
