import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const noKysely = { name: 'kysely', message: 'Use the query functions in src/server/queries.' };

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'scripts/lighthouse-floor/.next/**',
      'node_modules/**',
      'data/**',
      '.e2e-data/**',
      '.e2e-template/**',
      '.e2e-sites/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // 'use cache' functions and Next's metadata routes must be async even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Node's modules, then packages, then the app's own (@/...), then relative paths.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
        },
      ],
    },
  },
  {
    // State shared across Next's bundles: only where its module duplication forces it
    // (docs/architecture.md names each and why).
    files: ['src/**'],
    ignores: [
      '**/*.test.ts',
      'src/server/runtime/gate.mjs',
      'src/server/cache/route-cache-handler.mjs',
      'src/lib/routing/routing-store.ts',
      'src/server/runtime/shutdown.ts',
      'src/server/blog-schedule/publish-timer.ts',
      'src/server/indexnow/content-changes.ts',
      'src/server/crawlers/bot-hit-memory.ts',
      'src/server/runtime/background-work.ts',
      'src/server/runtime/batched-counter.ts',
      'src/server/runtime/internal-route.ts',
      'src/server/site-pages/site-page-memory.ts',
      'src/server/db/client.ts',
      'src/server/composition/seo-audit-runtime.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message:
            'Module state is one copy per bundle; share through globalThis only where Next.js bundles the readers apart (docs/architecture.md).',
        },
        {
          selector: "Identifier[name='globalThis']",
          message:
            'Module state is one copy per bundle; share through globalThis only where Next.js bundles the readers apart (docs/architecture.md).',
        },
      ],
    },
  },
  {
    // A Playwright fixture hands its value on with a function named `use`, which is not React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Migrations are written on Kysely<any> on purpose: they must not depend on today's schema types.
    files: ['src/server/db/migrations/**', 'src/server/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Pages and components never reach the database directly.
    files: ['src/app/**', 'src/components/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [noKysely] }] },
  },
  {
    // A public page's missing record is its route's 404 (src/renderer/routes.ts) and a moved
    // address the request pipeline's redirect; Next's own helpers have no router to answer them.
    files: ['src/renderer/**', 'src/components/site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            noKysely,
            {
              name: 'next/navigation',
              importNames: ['notFound', 'redirect', 'permanentRedirect'],
              message:
                "Return the not-found content with status 404 from the page's route (src/renderer/routes.ts); a moved address is a rule of the redirect manager or of src/server/pipeline/redirect.ts.",
            },
          ],
        },
      ],
    },
  },
);
