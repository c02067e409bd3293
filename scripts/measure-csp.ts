// npm run measure:csp: what a Content-Security-Policy without 'unsafe-inline' costs, measured on
// every page of the sitemap (docs/security.md). Hashes, as shipped: each page's policy names its
// inline scripts, hashed once when the page is cached; the cost is the header's bytes on every
// answer and the hashing on every cache fill. Nonces, the alternative: a fresh nonce on every
// request means rendering every request, so its cost is a render's time instead of a cache hit's.
// Writes docs/csp-benchmark.md. Requires `npm run build`.
import { performance } from 'node:perf_hooks';

import { contentSecurityPolicy } from '../src/lib/security-headers';
import { inlineScriptHashes } from '../src/server/cache/inline-script-hashes.mjs';
import { describeHost, startServer, waitFor } from './production-server';
import { writeMarkdown } from './write-markdown';

const port = 3410;
const origin = `http://127.0.0.1:${port}`;

type Timed = { ms: number; policyBytes: number; headerBytes: number; html: string };

async function timedGet(path: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  const html = await response.text();
  const ms = performance.now() - started;
  let headerBytes = 0;
  response.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));
  const policyBytes = response.headers.get('content-security-policy')?.length ?? 0;
  return { ms, policyBytes, headerBytes, html };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const summary = (values: number[]) =>
  `${round(Math.min(...values))} / ${round(median(values))} / ${round(Math.max(...values))}`;

const server = startServer(port);
try {
  await waitFor(`${origin}/robots.txt`);
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const rendered: Timed[] = [];
  const cached: Timed[] = [];
  const hashCounts: number[] = [];
  const hashMs: number[] = [];
  for (const path of paths) rendered.push(await timedGet(path)); // the first request renders
  for (const path of paths) cached.push(await timedGet(path)); // the second is a cache hit
  for (const { html } of cached) {
    const started = performance.now();
    hashCounts.push(inlineScriptHashes(html).length);
    hashMs.push(performance.now() - started);
  }
  const basePolicy = contentSecurityPolicy().length;
  const rows = [
    ['inline scripts hashed a page', summary(hashCounts)],
    ['policy header, bytes', summary(cached.map((page) => page.policyBytes))],
    ['all response headers, bytes', summary(cached.map((page) => page.headerBytes))],
    ['hashing a page when it is cached, ms', summary(hashMs.slice(1))],
    ['answer from the cache (as shipped), ms', summary(cached.map((page) => page.ms))],
    [
      'answer rendered (what a nonce costs every request), ms',
      summary(rendered.map((page) => page.ms)),
    ],
  ];
  const text = `# What the Content-Security-Policy costs

Written by \`npm run measure:csp\` (scripts/measure-csp.ts) on ${describeHost()}: the ${paths.length}
pages of the sitemap of the seeded site, each fetched twice from the production server alone
(gzip accepted): first as rendered, then from the cache. Figures are minimum / median / maximum.
Back to [security](security.md#security-headers).

| measure | min / median / max |
| ------- | ------------------ |
${rows.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}

Hashes, as shipped: each page's policy names the hashes of its inline scripts (about 54 bytes
each, on a policy of about ${basePolicy} bytes without them). They are computed once, when the page
enters the cache, and every answer carries them. Nonces instead would need a fresh render of every
page on every request: the rendered row against the cached row is that cost, paid by every
visitor, where hashes cost the header bytes.
`;
  await writeMarkdown('docs/csp-benchmark.md', text);
  console.log(text);
} finally {
  server.kill('SIGTERM');
}
