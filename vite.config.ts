import path from 'node:path';

import { defineConfig, type Rollup } from 'vite';

import { islands, ISLANDS_BASE } from './src/renderer/build/islands-plugin.ts';

// The public pages' renderer (DECISIONS 33), built after `next build` by `npm run build`:
// - the browser half (`vite build`): the island runtime, one entry per client component that a
//   public page may hydrate, and the site's stylesheet, hashed, served with Next's build files;
// - the server half (`vite build --ssr`): the route table, the pages and React's server renderer,
//   bundled, loaded by server.mjs. Native and shared packages stay in node_modules.
const shims = path.resolve('src/renderer/shims');

// 'use client' and 'use cache' are the islands plugin's and Next.js's to read, not the bundler's.
const quietDirectives: NonNullable<Rollup.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve('src')}/` },
      { find: /^server-only$/, replacement: `${shims}/server-only.ts` },
      { find: /^next\/cache$/, replacement: `${shims}/next-cache.ts` },
      { find: /^next\/navigation$/, replacement: `${shims}/next-navigation.ts` },
      { find: /^next\/link$/, replacement: `${shims}/next-link.tsx` },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [islands()],
  logLevel: 'warn',
  publicDir: false,
  base: ISLANDS_BASE,
  // Built, the server half holds its packages but for the native and shared ones; in development
  // Node loads every package itself.
  ssr:
    command === 'build'
      ? {
          noExternal: true,
          // One copy of each, shared with the app's server code (see next.config.ts).
          external: [
            'better-sqlite3',
            'kysely',
            'pg',
            'pino',
            'satori',
            'sharp',
            'redis',
            'lru-cache',
          ],
        }
      : {},
  build: isSsrBuild
    ? {
        outDir: '.next/site-renderer',
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rollupOptions: {
          // .mjs throughout: next build writes a package.json of type commonjs above this folder.
          output: {
            entryFileNames: 'entry.mjs',
            chunkFileNames: 'assets/[name]-[hash].mjs',
            format: 'es',
          },
          onLog: quietDirectives,
        },
      }
    : {
        outDir: '.next/static/islands',
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: false,
        assetsDir: '',
        rollupOptions: { onLog: quietDirectives },
      },
}));
