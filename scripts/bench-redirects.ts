// npm run bench:redirects: what the redirect manager adds to every request the guard sees, with
// 10,000 rules (9,000 exact sources, 1,000 prefixes): the lookup of a path that no rule takes (every
// ordinary page request), of an exact source and of a prefix, timed over many lookups each.
// Writes docs/redirects-benchmark.md.
import os from 'node:os';
import { performance } from 'node:perf_hooks';

import { RedirectSet } from '../src/lib/redirects/redirect-set';
import {
  compileRedirects,
  findRedirect,
  type RedirectRule,
} from '../src/lib/redirects/redirect-table';
import { normalizePath } from '../src/lib/routing/canonical-path';
import { writeMarkdown } from './write-markdown';

const RULES = 10_000;
const PREFIXES = 1_000;
const LOOKUPS = 20_000;

const rules: RedirectRule[] = Array.from({ length: RULES }, (_, i) =>
  i < PREFIXES
    ? { id: `p${i}`, source: `/old-section-${i}/*`, target: `/new-section-${i}/*`, type: 301 }
    : { id: `e${i}`, source: `/old-site/page-${i}`, target: `/blog/post-${i}`, type: 301 },
);
const table = compileRedirects(rules);

function time(label: string, path: (i: number) => string) {
  const samples: number[] = [];
  for (let i = 0; i < LOOKUPS; i++) {
    const requestPath = path(i);
    const start = performance.now();
    findRedirect(table, normalizePath(requestPath));
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.floor(q * (samples.length - 1))]!;
  return { label, p50: at(0.5) * 1000, p99: at(0.99) * 1000 };
}

// Warm up the JIT as a running server would be.
time('warm-up', (i) => `/blog/post-${i}`);
const results = [
  time('a page no rule takes (`/blog/post-{n}`)', (i) => `/blog/post-${i}`),
  time(
    'an exact source (`/old-site/page-{n}`)',
    (i) => `/old-site/page-${PREFIXES + (i % (RULES - PREFIXES))}`,
  ),
  time('a prefix (`/old-section-{n}/x`)', (i) => `/old-section-${i % PREFIXES}/x`),
];
/** A CSV import's checks of three files of 5,000 rows in a row, over the 10,000 rules above. */
function timeImports(): number[] {
  const set = new RedirectSet(rules, normalizePath);
  return [0, 1, 2].map((file) => {
    const start = performance.now();
    for (let i = 0; i < 5000; i++)
      set.save(
        { source: `/imported-${file}-${i}`, target: `/blog/post-${i}`, type: 301 },
        `i${file}-${i}`,
      );
    return performance.now() - start;
  });
}
const imports = timeImports();
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  '# Redirect lookups',
  '',
  `Measured with \`npm run bench:redirects\` on ${cpu}, Node ${process.version}: ${RULES.toLocaleString('en')} rules (${(RULES - PREFIXES).toLocaleString('en')} exact, ${PREFIXES.toLocaleString('en')} prefixes), ${LOOKUPS.toLocaleString('en')} lookups each, path normalisation included. The target is under 1 ms (1,000 µs) at p50.`,
  '',
  '| request path | p50 (µs) | p99 (µs) |',
  '| --- | --- | --- |',
  ...results.map((r) => `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`),
  '',
  '## CSV import',
  '',
  `The checks of a CSV import (duplicate source, loop, gone target, chain collapsing and re-pointing) of three files of 5,000 rows in a row, over the same ${RULES.toLocaleString('en')} rules, in memory: ${imports.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}. The rows are then written in one transaction; \`tests/e2e/redirects-admin.spec.ts\` imports three such files into the running site with \`/api/health\` answering throughout. The budget is 2 s an import.`,
  '',
];
console.log(lines.join('\n'));
await writeMarkdown('docs/redirects-benchmark.md', lines.join('\n'));
