// Loads the public pages' renderer for server.mjs: the built one (`npm run build`), or in
// development Vite's, which compiles the pages and islands as they are asked for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import RouteCache from '../server/cache/route-cache-handler.mjs';

// What Vite serves in development: its client, the modules it compiles, the island entries.
const VITE_PATHS = /^\/(@vite|@id|@fs|@react-refresh|src|node_modules)\//;

const ISLAND_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'clsx',
  'tailwind-merge',
  'sonner',
  'zod',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'web-vitals',
  'libphonenumber-js/min',
  'libphonenumber-js/max',
  '@noble/hashes/sha2.js',
  '@noble/hashes/utils.js',
  'lucide',
];

export async function loadPageRenderer({ dev, dir }) {
  if (!dev) {
    const manifest = JSON.parse(
      readFileSync(path.join(dir, '.next/static/islands/islands.json'), 'utf8'),
    );
    const entry = pathToFileURL(path.join(dir, '.next/site-renderer/entry.mjs')).href;
    const { createPageRenderer } = await import(entry);
    return createPageRenderer({ manifest, cache: new RouteCache() });
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: dir,
    base: '/',
    appType: 'custom',
    // Pages reload by hand: no socket (the pages' policy would refuse Vite's anyway, connect-src
    // 'self', which its client reports in the console once).
    server: { middlewareMode: true, hmr: false, ws: false },
    // The islands' packages, prepared before the first page asks, so none is prepared again
    // while a page loads (which fails that page's imports until it is reloaded). A package a
    // client component starts to import is added to ISLAND_PACKAGES.
    optimizeDeps: { include: ISLAND_PACKAGES, noDiscovery: true },
  });
  const manifest = {
    runtime: '/src/islands/runtime.ts',
    stylesheet: '/src/app/globals.css?direct',
    islands: new Proxy({}, { get: (_, file) => `/@id/virtual:island/${String(file)}` }),
  };
  return {
    /** Vite's own files, answered before the pipeline, whose canonical URLs are lower case. */
    serveDevFile(request, response) {
      if (!VITE_PATHS.test(request.url ?? '')) return false;
      vite.middlewares(request, response);
      return true;
    },
    async serve(request, response) {
      const { createPageRenderer } = await vite.ssrLoadModule('/src/renderer/entry.tsx');
      return createPageRenderer({ manifest, cache: null }).serve(request, response);
    },
  };
}
