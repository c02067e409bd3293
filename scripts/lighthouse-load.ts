// One Lighthouse 12 load (mobile, simulated throttling, Lighthouse's default settings, or its CPU
// slowed down further for a slow phone) and the figures `npm run lighthouse` keeps of it.
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

export type Row = {
  page: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** SEO as if the page could be indexed: a private page's own figure (its noindex is on purpose). */
  seoBesidesIndexing: number;
  /** 1 when search engines may index the page (Lighthouse's is-crawlable passes), else 0. */
  indexable: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread work (style, layout, script, parsing...), in ms at the pass's CPU slowdown. */
  mainThread: number;
  /** Scripts as transferred (gzip), in KB. */
  jsKb: number;
  /** Stylesheets as transferred (gzip), in KB. */
  cssKb: number;
  /** Lighthouse's CPU/Memory Power of this machine during the load: its 4x slowdown assumes 1500-2000. */
  benchmarkIndex: number;
};

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/**
 * Lighthouse's own mobile throttling; `cpuSlowdown` 4 is its default. `blockScripts` loads the page
 * with every `*.js` request refused, as a visitor with scripts off gets it: the page's own floor.
 */
export async function audit(
  chromePort: number,
  url: string,
  page: string,
  cpuSlowdown = 4,
  { blockScripts = false } = {},
  attempt = 1,
): Promise<{ row: Row; json: string; warnings: string[] }> {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
        ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // A broken trace (NO_NAVSTART and the like) says nothing about the page: measure it again.
  if (lhr.runtimeError && attempt < 3) {
    console.warn(`${url}: ${lhr.runtimeError.code}, measuring again`);
    return audit(chromePort, url, page, cpuSlowdown, { blockScripts }, attempt + 1);
  }
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /**
   * A category's score over its audits but one, weighted as Lighthouse weighs them (audits that do
   * not apply, or are checked by hand, have no score and do not count).
   */
  const scoreWithout = (id: Category, left: string) => {
    const refs = (lhr.categories[id]?.auditRefs ?? []).filter(
      (ref) => ref.id !== left && ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number',
    );
    const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    const total = refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0);
    return weight ? Math.round((total / weight) * 100) : 0;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const resources =
    (
      lhr.audits['resource-summary']?.details as
        { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
    )?.items ?? [];
  const bytesOf = (type: string) =>
    resources.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    row: {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      seoBesidesIndexing: scoreWithout('seo', 'is-crawlable'),
      indexable: lhr.audits['is-crawlable']?.score === 1 ? 1 : 0,
      fcp: Math.round(numeric('first-contentful-paint')),
      lcp: Math.round(numeric('largest-contentful-paint')),
      tbt: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      mainThread: Math.round(numeric('mainthread-work-breakdown')),
      jsKb: kb(bytesOf('script')),
      cssKb: kb(bytesOf('stylesheet')),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    },
    json: result.report as string,
    warnings: lhr.runWarnings,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over a page's runs. */
export function medianRow(rows: Row[]): Row {
  const of = (key: Exclude<keyof Row, 'page'>) => median(rows.map((r) => r[key]));
  return {
    page: rows[0]!.page,
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    seoBesidesIndexing: of('seoBesidesIndexing'),
    indexable: of('indexable'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    mainThread: of('mainThread'),
    jsKb: of('jsKb'),
    cssKb: of('cssKb'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}
