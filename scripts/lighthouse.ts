// npm run lighthouse: our pages against the framework's own floor, in one run on one host.
// A hello-world page on the same Next.js version (scripts/lighthouse-floor) is built and served
// beside the production build; Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium
// loads each page once unmeasured, then measures the floor and our pages interleaved, --runs=N
// rounds (default 5), in two passes: Lighthouse's default 4x CPU slowdown (a mid-range phone) and
// 8x (a low-cost one, where hydration costs most). A plain static HTML page is the second floor,
// and every page is measured again with its `*.js` blocked, its own floor on any host. A page fails
// a pass when its median score is under either floor's or more than 1 under its own with scripts
// blocked, its LCP more than 150 ms after its own with scripts blocked, its main-thread work over
// 1.5 times the floor's, it ships more than 15 KB (gzip) of script over the floor (12 for the
// page, 3 for the Core Web Vitals collector it loads once idle), or it scores under 100 for
// accessibility, best practices or SEO. The floor is measured a second time, as if it were one of
// our pages, so every pass shows its own noise. The pages a prospect reaches through a form (an
// audit report, a quote) are made first on the measured site (lighthouse-fixtures.ts).
// --url=BASE measures a server already running there instead of starting the production build;
// --pages=/,/blog measures only those pages (a fixture's by its name: --pages=/client-report/{token}).
// Either one leaves docs/lighthouse.md as it is.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';

import { audit, medianRow, type Row } from './lighthouse-load';
import {
  auditReportPath,
  caseStudyPath,
  clientReportPath,
  fixtureAdmin,
  sentQuotePath,
} from './lighthouse-fixtures';
import {
  blocked,
  FLOOR,
  FLOOR_AGAIN,
  STATIC_FLOOR,
  failures,
  gate,
  medianIndex,
  noise,
  passTable,
  type Pass,
} from './lighthouse-gate';
import { describeHost, startServer, waitFor } from './production-server';
import { writeMarkdown } from './write-markdown';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]),
);
const runs = Number(args.runs ?? 5);
const base = args.url ?? 'http://127.0.0.1:3300';
const floorBase = 'http://127.0.0.1:3301';
const staticBase = 'http://127.0.0.1:3302';
const allPages = [
  '/',
  '/services/seo',
  '/services/seo/mumbai',
  '/blog',
  '/blog/technical-seo-audit-guide',
  '/contact',
  '/locations',
  '/author/priya-sharma',
  '/free-seo-audit',
  '/book-a-call',
];
// The pages made on the measured site once it is up, in this order (the quote is for the audit's
// enquiry): only on a site this run starts; all of them without --pages, else those it names.
const fixtures: Record<string, () => Promise<string>> = {
  '/free-seo-audit/report/{token}': () => auditReportPath(base, `${staticBase}/`),
  '/quote/{token}': () => sentQuotePath(base, path.join(dataDir, 'site.db')),
  '/client-report/{token}': () =>
    clientReportPath(base, path.join(dataDir, 'site.db'), `${staticBase}/`),
  '/case-studies/{slug}': () => caseStudyPath(base, path.join(dataDir, 'site.db')),
};
const pages = args.pages ? args.pages.split(',') : [...allPages, ...Object.keys(fixtures)];
const passes: Pass[] = [
  { name: 'phone', cpuSlowdown: 4 },
  { name: 'slow phone', cpuSlowdown: 8 },
];

function startFloor(): ChildProcess {
  const next = ['node_modules/next/dist/bin/next'];
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync('node', [...next, 'build', 'scripts/lighthouse-floor'], { env });
  if (build.status !== 0)
    throw new Error(`The floor page did not build:\n${build.stderr.toString()}`);
  const port = new URL(floorBase).port;
  return spawn(
    'node',
    [...next, 'start', 'scripts/lighthouse-floor', '-H', '127.0.0.1', '-p', port],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** The second floor: a plain page of text, served as a file would be. The audit's target too. */
const staticPage = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A plain HTML page</title><meta name="description" content="A plain HTML page with a heading and some text, the second floor of npm run lighthouse: what any page costs with no framework at all.">
</head><body><main><h1>A plain HTML page</h1>
${'<p>Search engine optimisation for Indian businesses: a paragraph of text, as a page of copy holds.</p>'.repeat(12)}
</main></body></html>`;
const staticFloor = createServer((request, response) => {
  if (request.url !== '/') return response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(staticPage);
}).listen(Number(new URL(staticBase).port), '127.0.0.1');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-site-'));
const servers: ChildProcess[] = [startFloor()];
if (!args.url)
  servers.push(
    startServer(Number(new URL(base).port), {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: fixtureAdmin.email,
      ADMIN_PASSWORD: fixtureAdmin.password,
      // The audit's target is the second floor, on loopback.
      AUDIT_ALLOW_PRIVATE_TARGETS: '1',
    }),
  );
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
type Target = { page: string; url: string; file: string; blockScripts?: boolean };
const targets: Target[] = [
  { page: FLOOR, url: `${floorBase}/`, file: 'floor' },
  { page: FLOOR_AGAIN, url: `${floorBase}/`, file: 'floor-again' },
  { page: STATIC_FLOOR, url: `${staticBase}/`, file: 'static-floor' },
];
/** A page, then the same page with its scripts blocked. */
function addPage(page: string, address = page) {
  const file = page === '/' ? 'home' : page.slice(1).replace(/[/ ]/g, '_');
  targets.push(
    { page, url: `${base}${address}`, file },
    { page: blocked(page), url: `${base}${address}`, file: `${file}.blocked`, blockScripts: true },
  );
}
const measured = passes.map(() => new Map<string, Row[]>());
try {
  await Promise.all([waitFor(`${floorBase}/robots.txt`), waitFor(`${base}/robots.txt`)]);
  for (const page of pages) {
    const fixture = fixtures[page];
    if (fixture && args.url) throw new Error(`${page} is made only on a site this run starts`);
    addPage(page, fixture ? await fixture() : page);
  }
  await mkdir('lighthouse-reports', { recursive: true });
  // The image optimiser's and the route cache's first fills are not what a visitor waits for.
  const warnings = new Set<string>();
  for (const t of targets)
    (await audit(chrome.port, t.url, t.page, 4, t)).warnings.forEach((w) => warnings.add(w));
  for (const warning of warnings) console.log(`Lighthouse: ${warning}`);
  for (const [index, pass] of passes.entries())
    for (let run = 1; run <= runs; run++) {
      for (const t of targets) {
        const { row, json } = await audit(chrome.port, t.url, t.page, pass.cpuSlowdown, t);
        await writeFile(`lighthouse-reports/${t.file}.${pass.cpuSlowdown}x.run${run}.json`, json);
        const loads = measured[index]!;
        loads.set(t.page, [...(loads.get(t.page) ?? []), row]);
        console.log(
          `${pass.name} run ${run} ${t.page}: performance ${row.performance}, main thread ${row.mainThread} ms`,
        );
      }
    }
} finally {
  chrome.kill();
  for (const server of servers) server.kill();
  staticFloor.close();
}

const sections = passes.map((pass, index) => {
  const loads = measured[index]!;
  const rows = [...loads.values()].map(medianRow);
  return {
    failures: failures(pass, rows, loads),
    text:
      `## ${pass.name[0]!.toUpperCase()}${pass.name.slice(1)}: ${pass.cpuSlowdown}x CPU slowdown\n\n` +
      `Medians of ${runs} runs; host benchmark index ${medianIndex(loads)} (median over the pass's loads).\n\n` +
      `${passTable(rows, loads)}\n\n${noise(rows)}`,
  };
});
const failed = sections.flatMap((section) => section.failures);
const heading =
  `Lighthouse 12, mobile, simulated throttling (Lighthouse's network settings), the floors and our pages interleaved, in two passes; ` +
  `each of our pages also with its \`*.js\` blocked. ` +
  `The gate: in each pass, no page's median performance under either floor's or more than ${gate.pointsUnderBlocked} under its own with scripts blocked, ` +
  `no page's LCP more than ${gate.lcpMsOverBlocked} ms after its own with scripts blocked, no page's main-thread work over ` +
  `${gate.mainThreadOverFloor} times the floor's, no page more than ${gate.jsKbOverFloor} KB (gzip) of script over it ` +
  `(12 for the page, 3 for the Core Web Vitals collector it loads once idle), and 100 for accessibility, best practices and SEO.`;
const report = `${heading}\n\n${sections.map((s) => s.text).join('\n\n')}`;
console.log(`\n${report}`);
if (failed.length) {
  console.error(`\nOver the gate:\n${failed.join('\n')}`);
  process.exitCode = 1;
} else console.log('\nEvery page within the gate at both passes.');
if (!args.url && !args.pages) {
  await writeMarkdown(
    'docs/lighthouse.md',
    `# Lighthouse\n\nMeasured with \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)} against the production build: ${describeHost()}.\n` +
      `${report}\n\n` +
      (failed.length
        ? `Over the gate:\n\n${failed.map((f) => `- ${f}`).join('\n')}\n`
        : 'Every page within the gate at both passes.\n'),
  );
}
