// npm run bench:cluster: the nginx front in front of one instance, then two, on PostgreSQL with
// the caches shared through Redis (the cluster of `npm run test:cluster`), in one run. For a page
// the front has cached (what visitors mostly get) and for the same page passed through to the
// instances (a request with the admin session cookie is never served from the front's cache, so
// it measures what the instances themselves serve). Writes docs/cluster-benchmark.md.
// Requires `npm run build`, nginx, redis-server and PostgreSQL's server binaries.
import { describeHost } from './production-server';
import { load, loadGenerator, type Load } from './bench-front';
import { writeMarkdown } from './write-markdown';
import { frontUrl, startCluster } from '../tests/cluster/cluster-services';

const page = '/services/seo/mumbai';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const passThrough = { cookie: 'admin_session=benchmark' };
type Row = { instances: number; cached: Load; passed: Load };

async function measure(names: readonly ('a' | 'b')[]): Promise<Row> {
  const cluster = await startCluster(names);
  try {
    // Warm: each instance renders the page once and the front caches it.
    await load(`${frontUrl}${page}`, 2, passThrough);
    await load(`${frontUrl}${page}`, 2);
    return {
      instances: names.length,
      cached: await load(`${frontUrl}${page}`, seconds),
      passed: await load(`${frontUrl}${page}`, seconds, passThrough),
    };
  } finally {
    await cluster.stop();
  }
}

const rows = [await measure(['a']), await measure(['a', 'b'])];
const cell = (l: Load) =>
  `${Math.round(l.rps).toLocaleString('en')} req/s, p99 ${l.p99.toFixed(1)} ms`;
const table = [
  '| instances behind the front | page cached by the front | passed through to the instances |',
  '| --- | --- | --- |',
  ...rows.map((r) => `| ${r.instances} | ${cell(r.cached)} | ${cell(r.passed)} |`),
].join('\n');
const ratio = rows[1]!.passed.rps / rows[0]!.passed.rps;

await writeMarkdown(
  'docs/cluster-benchmark.md',
  `# The front in front of one and two instances

Measured by \`npm run bench:cluster\` on ${describeHost()}, ${loadGenerator}, 50 connections,
${seconds} s per figure, gzip accepted, \`${page}\` on PostgreSQL with the caches shared through
Redis. Taken ${new Date().toISOString().slice(0, 10)}.

${table}

Passed through, two instances serve ${ratio.toFixed(2)}× what one serves. On this machine nginx,
the load generator, PostgreSQL, Redis and the instances share two cores, so the second instance
only gets what is left of them.
`,
);
console.log(table);
process.exit(0);
