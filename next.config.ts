import path from 'node:path';

import type { NextConfig } from 'next';

import { securityHeaderRules } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  cacheComponents: true,
  // The container image (Dockerfile) runs server.mjs over the standalone build: the build sets NEXT_OUTPUT.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The admin's screens await their params outside Suspense so a missing record answers a real
  // 404 before streaming starts; Partial Prefetching would serve a shared shell with status 200 first.
  partialPrefetching: false,
  poweredByHeader: false,
  // Rendered pages are kept in memory, bounded in entries and bytes, never on disk: see the handler.
  cacheHandler: path.resolve('src/server/cache/route-cache-handler.mjs'),
  // The 'use cache' data, in memory or, with REDIS_URL set at run time, shared through Redis.
  cacheHandlers: { default: path.resolve('src/server/cache/data-cache-handler.mjs') },
  reactStrictMode: true,
  // Trailing slashes are redirected by the pipeline (lib/routing/canonical-path.ts) with a 301, not Next's 308.
  skipTrailingSlashRedirect: true,
  // Kysely among them: bundled, each server chunk got its own copy, and `instanceof PostgresAdapter`
  // (db/dialect.ts) was false for a database created by another chunk, so pages ran SQLite's SQL
  // on PostgreSQL. Loaded from node_modules, there is one copy.
  serverExternalPackages: ['better-sqlite3', 'kysely', 'pg', 'pino', 'satori', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
  },
  headers() {
    return Promise.resolve(securityHeaderRules());
  },
};

export default nextConfig;
