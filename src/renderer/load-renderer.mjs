// Loads the public pages' renderer for server.mjs: the built one (`npm run build`), or in
// development Vite's, which compiles the pages and islands as they are asked for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import RouteCache from '../server/cache/route-cache-handler.mjs';

// What Vite serves in development: its client, the modules it compiles, the island entries.
const VITE_PATHS = /^\/(@vite|@id|@fs|@react-refresh|src|node_modules)\//;

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
    server: { middlewareMode: true, hmr: false },
  });
  const manifest = {
    runtime: '/src/islands/runtime.ts',
    stylesheet: '/src/app/globals.css?direct',
    islands: new Proxy({}, { get: (_, file) => `/@id/virtual:island/${String(file)}` }),
  };
  return {
    async serve(request, response) {
      if (VITE_PATHS.test(request.url ?? '')) {
        vite.middlewares(request, response);
        return true;
      }
      const { createPageRenderer } = await vite.ssrLoadModule('/src/renderer/entry.tsx');
      return createPageRenderer({ manifest, cache: null }).serve(request, response);
    },
  };
}
