// Core Web Vitals as the site keeps them: each metric's Google thresholds, the fixed buckets a
// visit's value is counted in, and the 75th percentile read back from those counts.

export const VITALS = ['lcp', 'inp', 'cls'] as const;
export type Vital = (typeof VITALS)[number];

export const vitalNames: Record<Vital, string> = {
  lcp: 'Largest Contentful Paint',
  inp: 'Interaction to Next Paint',
  cls: 'Cumulative Layout Shift',
};

/** Google's thresholds: at most `good` is good, over `poor` is poor (web.dev/articles/vitals). */
export const vitalThresholds: Record<Vital, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
};

/** Values no browser reports for a real visit; a beacon carrying one is refused. */
export const vitalLimits: Record<Vital, number> = { lcp: 120_000, inp: 60_000, cls: 20 };

/**
 * Each bucket's upper edge (included); one more bucket holds what is over the last edge. The
 * thresholds are edges, so whether 75% of visits were good is read exactly from the counts.
 */
export const bucketEdges: Record<Vital, readonly number[]> = {
  lcp: [
    250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 5000, 6000,
    8000, 10_000, 15_000, 20_000, 30_000,
  ],
  inp: [
    25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 800, 1000, 1500, 2000,
    3000, 5000,
  ],
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2],
};

export type Rating = 'good' | 'needs-improvement' | 'poor';

export const ratingLabels: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** One visit's value, rated as web-vitals rates it. */
export function rateVital(vital: Vital, value: number): Rating {
  const { good, poor } = vitalThresholds[vital];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

/** The bucket a value is counted in: the first whose edge is at least the value. */
export function bucketOf(vital: Vital, value: number): number {
  const edges = bucketEdges[vital];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

export type VitalSummary = {
  /** Visits that reported the metric. */
  visits: number;
  /** The 75th percentile, read within its bucket by straight-line interpolation. */
  p75: number;
  /** True when the 75th percentile lies over the last edge (p75 is then that edge). */
  over: boolean;
  /** Good when 75% of visits were good, poor when more than 25% were poor: the CWV assessment. */
  rating: Rating;
};

/** The summary of a metric's bucket counts (index: bucket), or null without a visit. */
export function summarizeBuckets(vital: Vital, counts: readonly number[]): VitalSummary | null {
  const visits = counts.reduce((sum, count) => sum + count, 0);
  if (visits === 0) return null;
  const edges = bucketEdges[vital];
  const target = visits * 0.75;
  let before = 0;
  let index = 0;
  while (before + (counts[index] ?? 0) < target) before += counts[index++] ?? 0;
  const over = index >= edges.length;
  const low = index === 0 ? 0 : (edges[index - 1] ?? 0);
  const high = edges[index] ?? low;
  const inBucket = counts[index] ?? 1;
  const p75 = over ? (edges.at(-1) ?? 0) : low + (high - low) * ((target - before) / inBucket);
  const upTo = (edge: number) =>
    counts.slice(0, edges.indexOf(edge) + 1).reduce((sum, count) => sum + count, 0);
  const { good, poor } = vitalThresholds[vital];
  const rating: Rating =
    upTo(good) >= target
      ? 'good'
      : visits - upTo(poor) > visits * 0.25
        ? 'poor'
        : 'needs-improvement';
  return { visits, p75, over, rating };
}

/** A metric's value as the insights screen shows it: seconds for LCP, ms for INP, CLS bare. */
export function formatVital(vital: Vital, value: number): string {
  if (vital === 'lcp') return `${(value / 1000).toFixed(1)} s`;
  if (vital === 'inp') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}
