import type { KnipConfig } from 'knip';

// Dead code and drift, checked in CI (npm run lint): unused files, exports and dependencies.
const config: KnipConfig = {
  // Loaded by Next.js by path (next.config.ts), with Next's own entries found by its plugin.
  // The public pages' renderer: its server entry, the browser entries its build names by path, and
  // the modules vite.config.ts puts in place of Next.js's.
  entry: [
    'src/server/cache/*-cache-handler.mjs',
    'scripts/*.ts',
    'src/renderer/entry.tsx',
    'src/renderer/island.tsx',
    'src/renderer/shims/*',
    'src/islands/runtime.ts',
    'src/islands/hydrate.tsx',
  ],
  project: ['src/**/*.{ts,tsx,mjs,css}', 'scripts/**/*.ts', 'tests/**/*.ts'],
  // A constant or type exported for its tests and used in its own module is not dead.
  ignoreExportsUsedInFile: true,
  // Migrations are loaded by name through a namespace import (db/migrate.ts).
  ignoreIssues: { 'src/server/db/migrations/*.ts': ['exports'] },
  // Debian programs the tests and benchmarks run (.ci/run installs what the tests need; wrk and
  // h2load are the benchmarks', docs/measuring.md); pg_restore reads a PostgreSQL backup back.
  ignoreBinaries: [
    'wrk',
    'h2load',
    'docker-compose',
    'mount',
    'umount',
    'redis-server',
    'openssl',
    'pg_restore',
  ],
  // `hast` is the type package remark's types name; chrome-launcher ships with lighthouse; the
  // fonts are read from node_modules by path (og/social-card.tsx); @types/smtp-server types the
  // test SMTP server; vnu-jar's jar is run by path (tests/e2e/support/validators.ts).
  ignoreDependencies: [
    'hast',
    'chrome-launcher',
    '@fontsource/inter',
    '@fontsource/noto-sans-devanagari',
    '@types/smtp-server',
    'vnu-jar',
  ],
};

export default config;
