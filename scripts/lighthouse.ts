// npm run lighthouse: our pages against the framework's own floor, in one run on one host.
// A hello-world page on the same Next.js version (scripts/lighthouse-floor) is built and served
// beside the production build; Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium
// loads each page once unmeasured, then measures the floor and our pages interleaved, --runs=N
// rounds (default 5), in two passes: Lighthouse's default 4x CPU slowdown (a mid-range phone) and
// 8x (a low-cost one, where hydration costs most). A page fails a pass when its median score is
// under the floor's, its main-thread work over 1.5 times the floor's, it ships more than 15 KB
// (gzip) of script over the floor (12 for the page, 3 for the Core Web Vitals collector it loads
// once idle), or it scores under 100 for accessibility, best practices or SEO. The floor is
// measured a second time, as if it were one of our pages, so every pass shows its own noise.
// --url=BASE measures a server already running there instead of starting the production build;
// --pages=/,/blog measures only those pages. Either one leaves docs/lighthouse.md as it is.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';

import * as chromeLauncher from 'chrome-launcher';

import { audit, medianRow, type Row } from './lighthouse-audit';
import {
  FLOOR,
  FLOOR_AGAIN,
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
const allPages = [
  '/',
  '/services/seo',
  '/services/seo/mumbai',
  '/blog',
  '/blog/technical-seo-audit-guide',
  '/contact',
  '/locations',
  '/author/priya-sharma',
];
const pages = args.pages ? args.pages.split(',') : allPages;
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

const servers: ChildProcess[] = [startFloor()];
if (!args.url) servers.push(startServer(Number(new URL(base).port)));
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
const targets = [
  { page: FLOOR, url: `${floorBase}/`, file: 'floor' },
  { page: FLOOR_AGAIN, url: `${floorBase}/`, file: 'floor-again' },
  ...pages.map((page) => ({
    page,
    url: `${base}${page}`,
    file: page === '/' ? 'home' : page.slice(1).replace(/\//g, '_'),
  })),
];
const measured = passes.map(() => new Map<string, Row[]>());
try {
  await Promise.all([waitFor(`${floorBase}/robots.txt`), waitFor(`${base}/robots.txt`)]);
  await mkdir('lighthouse-reports', { recursive: true });
  // The image optimiser's and the route cache's first fills are not what a visitor waits for.
  const warnings = new Set<string>();
  for (const t of targets)
    (await audit(chrome.port, t.url, t.page)).warnings.forEach((w) => warnings.add(w));
  for (const warning of warnings) console.log(`Lighthouse: ${warning}`);
  for (const [index, pass] of passes.entries())
    for (let run = 1; run <= runs; run++) {
      for (const t of targets) {
        const { row, json } = await audit(chrome.port, t.url, t.page, pass.cpuSlowdown);
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
  `Lighthouse 12, mobile, simulated throttling (Lighthouse's network settings), the floor and our pages interleaved, in two passes. ` +
  `The gate: in each pass, no page's median performance under the floor's, no page's main-thread work over ` +
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
