import { describe, expect, it } from 'vitest';

import { deviceClassOf, pageTemplateOf } from './page-kinds';
import { templateVitals } from './template-vitals';
import { bucketEdges, bucketOf, formatVital, rateVital, summarizeBuckets } from './vitals';

const countsOf = (vital: 'lcp' | 'inp' | 'cls', values: number[]) => {
  const counts = new Array<number>(bucketEdges[vital].length + 1).fill(0);
  for (const value of values)
    counts[bucketOf(vital, value)] = (counts[bucketOf(vital, value)] ?? 0) + 1;
  return counts;
};

describe('Core Web Vitals buckets', () => {
  it('rates a value as web-vitals does: the good threshold is good, the poor one not yet poor', () => {
    expect(rateVital('lcp', 2500)).toBe('good');
    expect(rateVital('lcp', 2501)).toBe('needs-improvement');
    expect(rateVital('lcp', 4000)).toBe('needs-improvement');
    expect(rateVital('lcp', 4001)).toBe('poor');
    expect(rateVital('inp', 200)).toBe('good');
    expect(rateVital('inp', 501)).toBe('poor');
    expect(rateVital('cls', 0.1)).toBe('good');
    expect(rateVital('cls', 0.26)).toBe('poor');
  });

  it('counts a value in the first bucket whose edge holds it, the largest over every edge', () => {
    expect(bucketOf('lcp', 0)).toBe(0);
    expect(bucketOf('lcp', 250)).toBe(0);
    expect(bucketOf('lcp', 251)).toBe(1);
    expect(bucketOf('lcp', 2500)).toBe(bucketEdges.lcp.indexOf(2500));
    expect(bucketOf('lcp', 100_000)).toBe(bucketEdges.lcp.length);
  });

  it('reads the 75th percentile within its bucket, and assesses as CrUX does', () => {
    // Four visits of 1.1 s to 1.2 s: the p75 lies within (1000, 1250].
    const fast = summarizeBuckets('lcp', countsOf('lcp', [1100, 1150, 1200, 1210]));
    expect(fast).toMatchObject({ visits: 4, rating: 'good', over: false });
    expect(fast?.p75).toBeGreaterThan(1000);
    expect(fast?.p75).toBeLessThanOrEqual(1250);
    // Three good and one poor of four: 75% good is good. One more poor makes 40% poor: poor.
    expect(summarizeBuckets('inp', countsOf('inp', [50, 80, 120, 900]))?.rating).toBe('good');
    expect(summarizeBuckets('inp', countsOf('inp', [50, 80, 120, 900, 700]))?.rating).toBe('poor');
    expect(summarizeBuckets('cls', countsOf('cls', [0.05, 0.2, 0.2, 0.01]))?.rating).toBe(
      'needs-improvement',
    );
    // Over the last edge the p75 says so rather than make a figure up.
    expect(summarizeBuckets('lcp', countsOf('lcp', [40_000]))).toMatchObject({
      p75: 30_000,
      over: true,
      rating: 'poor',
    });
    expect(summarizeBuckets('lcp', [])).toBeNull();
  });

  it('formats each metric in its own unit', () => {
    expect(formatVital('lcp', 2345)).toBe('2.3 s');
    expect(formatVital('inp', 187.4)).toBe('187 ms');
    expect(formatVital('cls', 0.0512)).toBe('0.05');
  });
});

describe('what a visit is grouped by', () => {
  it('knows each template by its path', () => {
    expect(pageTemplateOf('/')).toBe('home');
    expect(pageTemplateOf('/services/seo')).toBe('service');
    expect(pageTemplateOf('/services/seo/mumbai')).toBe('city');
    expect(pageTemplateOf('/blog/technical-seo-audit-guide')).toBe('post');
    for (const list of [
      '/services',
      '/blog',
      '/locations',
      '/locations/maharashtra',
      '/author/priya-sharma',
    ])
      expect(pageTemplateOf(list)).toBe('list');
    expect(pageTemplateOf('/contact')).toBe('other');
    expect(pageTemplateOf('/blog/a/b')).toBe('other');
  });

  it('knows phones, tablets and desktops by their user agents', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
    const tab =
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/131 Safari/537.36';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    expect([iphone, pixel, tab, ipad, mac].map(deviceClassOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
    ]);
  });
});

describe('the insights table', () => {
  it('sums the buckets of a device class, or of all, per template in a fixed order', () => {
    const rows = [
      { template: 'city', device: 'phone', metric: 'lcp', bucket: 3, visits: 3 },
      { template: 'city', device: 'desktop', metric: 'lcp', bucket: 20, visits: 1 },
      { template: 'home', device: 'phone', metric: 'cls', bucket: 0, visits: 2 },
      { template: 'home', device: 'phone', metric: 'cls', bucket: 99, visits: 9 },
    ] as const;
    const all = templateVitals(rows, 'all');
    expect(all.map((row) => [row.template, row.visits])).toEqual([
      ['home', 2],
      ['city', 4],
    ]);
    expect(all[1]?.vitals.lcp?.rating).toBe('good');
    expect(all[1]?.vitals.inp).toBeNull();
    expect(templateVitals(rows, 'desktop').map((row) => row.template)).toEqual(['city']);
    expect(templateVitals(rows, 'tablet')).toEqual([]);
  });
});
