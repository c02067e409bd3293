// The gate `npm run lighthouse` holds each pass to, and the table it writes of that pass.
import { median, type Category, type Row } from './lighthouse-load';

export const FLOOR = 'hello-world Next.js page (the floor)';
export const FLOOR_AGAIN = 'the floor, measured again';
export const STATIC_FLOOR = 'plain static HTML page (the second floor)';

/** The same page with every `*.js` request refused: what the page costs with no script at all. */
export const blocked = (page: string) => `${page} (scripts blocked)`;
const isBlocked = (page: string) => page.endsWith(' (scripts blocked)');
const floors = new Set([FLOOR, FLOOR_AGAIN, STATIC_FLOOR]);

// The script allowance: 12 KB for the page, and 3 KB for the real-visitor Core Web Vitals collector
// (web-vitals, loaded once the page is idle), which Lighthouse's trace includes.
// DECISIONS 19, host-independent: a page scores within 1 point of itself with scripts blocked, and
// its largest paint is at most 150 ms later.
export const gate = {
  mainThreadOverFloor: 1.5,
  jsKbOverFloor: 12 + 3,
  pointsUnderBlocked: 1,
  lcpMsOverBlocked: 150,
};
const perfect: Category[] = ['accessibility', 'best-practices', 'seo'];

/**
 * Pages kept out of search on purpose (noindex): a prospect's audit report and a client's quote.
 * Lighthouse's SEO score takes that as a fault; the gate holds them to 100 on everything else, and
 * fails them should they ever become indexable.
 */
export const PRIVATE_PAGES = new Set([
  '/free-seo-audit/report/{token}',
  '/quote/{token}',
  '/client-report/{token}',
]);

export type Pass = { name: string; cpuSlowdown: number };

/**
 * What keeps a pass's pages out of the gate: each line names the page and the figure. Performance
 * is held by its median; accessibility, best practices and SEO by every load, since a prospect who
 * runs Lighthouse once may get any of them.
 */
export function failures(pass: Pass, rows: Row[], loads: Map<string, Row[]>): string[] {
  const byPage = new Map(rows.map((row) => [row.page, row]));
  const floor = byPage.get(FLOOR)!;
  const staticFloor = byPage.get(STATIC_FLOOR);
  const ours = rows.filter((row) => !floors.has(row.page) && !isBlocked(row.page));
  const limit = Math.round(floor.mainThread * gate.mainThreadOverFloor);
  return ours.flatMap((r) => [
    ...[floor, staticFloor].flatMap((f) =>
      f && r.performance < f.performance
        ? [
            `${pass.name}: ${r.page}: performance ${r.performance}, under ${f.page}'s ${f.performance}`,
          ]
        : [],
    ),
    ...againstBlocked(pass, r, byPage.get(blocked(r.page))),
    ...(r.mainThread > limit
      ? [
          `${pass.name}: ${r.page}: ${r.mainThread} ms of main-thread work, over ${gate.mainThreadOverFloor} times the floor's ${floor.mainThread} (${limit})`,
        ]
      : []),
    ...(r.jsKb > floor.jsKb + gate.jsKbOverFloor
      ? [
          `${pass.name}: ${r.page}: ${r.jsKb} KB of script, more than ${gate.jsKbOverFloor} KB over the floor's ${floor.jsKb}`,
        ]
      : []),
    ...perfect.flatMap((k) => {
      const key = k === 'seo' && PRIVATE_PAGES.has(r.page) ? 'seoBesidesIndexing' : k;
      const worst = Math.min(r[key], ...(loads.get(r.page) ?? []).map((load) => load[key]));
      return worst < 100 ? [`${pass.name}: ${r.page}: ${k} ${worst} < 100`] : [];
    }),
    ...(PRIVATE_PAGES.has(r.page) &&
    Math.max(r.indexable, ...(loads.get(r.page) ?? []).map((load) => load.indexable)) > 0
      ? [`${pass.name}: ${r.page}: may be indexed, though it is private (noindex on purpose)`]
      : []),
  ]);
}

/** A page against itself with scripts blocked: the cost of its scripts alone, on any host. */
function againstBlocked(pass: Pass, r: Row, without: Row | undefined): string[] {
  if (!without) return [];
  return [
    ...(r.performance < without.performance - gate.pointsUnderBlocked
      ? [
          `${pass.name}: ${r.page}: performance ${r.performance}, more than ${gate.pointsUnderBlocked} under its ${without.performance} with scripts blocked`,
        ]
      : []),
    ...(r.lcp > without.lcp + gate.lcpMsOverBlocked
      ? [
          `${pass.name}: ${r.page}: LCP ${r.lcp} ms, more than ${gate.lcpMsOverBlocked} ms after its ${without.lcp} with scripts blocked`,
        ]
      : []),
  ];
}

/** The pass's table: each page's medians, its loads' scores, and the host's speed during them. */
export function passTable(rows: Row[], loads: Map<string, Row[]>): string {
  const floor = rows[0]!;
  const eachRun = (page: string) =>
    (loads.get(page) ?? []).map((row) => row.performance).join(', ');
  const ratio = (r: Row) => (r === floor ? '' : (r.mainThread / floor.mainThread).toFixed(2));
  return [
    '| page | performance | each run | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | main thread ms | × floor | JS KB (gzip) | JS over floor | CSS KB (gzip) | benchmark index |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${eachRun(r.page)} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.mainThread} | ${ratio(r)} | ${r.jsKb} | ${r === floor ? '' : (r.jsKb - floor.jsKb).toFixed(1)} | ${r.cssKb} | ${r.benchmarkIndex} |`,
    ),
  ].join('\n');
}

/** How far apart two measurements of the same page land in this pass. */
export function noise(rows: Row[]): string {
  const [floor, again] = rows as [Row, Row];
  const apart = Math.abs(floor.performance - again.performance);
  return (
    `Noise: the floor measured twice scored ${floor.performance} and ${again.performance}, ` +
    `${apart} ${apart === 1 ? 'point' : 'points'} apart, with ${floor.mainThread} and ${again.mainThread} ms of main-thread work.`
  );
}

export const medianIndex = (loads: Map<string, Row[]>) =>
  median([...loads.values()].flat().map((row) => row.benchmarkIndex));
