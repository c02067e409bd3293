import { defineConfig } from 'vitest/config';

import base from './vitest.config';

// npm run test:cluster: tests/cluster, against the production build (see tests/cluster).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/cluster/**/*.test.ts'],
    env: { LOG_LEVEL: 'warn' },
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
