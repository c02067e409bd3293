// The layers' direction, checked by npm run lint (scripts/check-imports.mjs, which adds one rule these
// cannot say: no two folders of src/server import each other). src/lib and src/content are pure and
// never reach into src/server; the seed writes default rows and never reads through the queries; no
// module imports itself through a loop.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import loop: modules that load each other half-initialised.',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'lib-and-content-stay-pure',
      severity: 'error',
      comment: 'src/lib and src/content are used by the browser and the server: no server code.',
      from: { path: '^src/(lib|content)/' },
      to: { path: '^src/(server|app|components)/' },
    },
    {
      name: 'seed-writes-without-queries',
      severity: 'error',
      comment:
        'The seed writes the shipped rows itself; queries take their defaults from the seed.',
      from: { path: '^src/server/db/seed/' },
      to: { path: '^src/server/(queries|admin|auth)/' },
    },
    {
      name: 'server-below-pages',
      severity: 'error',
      comment: 'src/server is called by routes and components, never the other way round.',
      from: { path: '^src/server/' },
      to: { path: '^src/(app|components|renderer)/' },
    },
    {
      name: 'islands-run-in-the-browser',
      severity: 'error',
      comment: 'src/islands is the browser half of the public pages: no server code.',
      from: { path: '^src/islands/' },
      to: { path: '^src/(server|renderer|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
