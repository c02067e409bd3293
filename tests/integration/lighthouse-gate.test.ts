import { describe, expect, it } from 'vitest';

import type { Row } from '../../scripts/lighthouse-load';
import {
  blocked,
  failures,
  FLOOR,
  PRIVATE_PAGES,
  STATIC_FLOOR,
} from '../../scripts/lighthouse-gate';

// The speed gate (npm run lighthouse): a page whose accessibility, best practices or SEO is under
// 100 in any one load fails it, even when the median is 100; a page fails when it scores under
// either floor, or its scripts cost it more than 1 point or 150 ms of LCP against itself with
// scripts blocked.

const row = (page: string, accessibility = 100, more: Partial<Row> = {}): Row => ({
  page,
  performance: 100,
  accessibility,
  'best-practices': 100,
  seo: 100,
  seoBesidesIndexing: 100,
  indexable: 1,
  fcp: 800,
  lcp: 900,
  tbt: 0,
  cls: 0,
  mainThread: 300,
  jsKb: 100,
  cssKb: 10,
  benchmarkIndex: 2300,
  ...more,
});

describe('the Lighthouse gate', () => {
  const pass = { name: 'phone', cpuSlowdown: 4 };
  const floor = row(FLOOR);

  it('passes a page at 100 in every load', () => {
    const loads = new Map([['/city', [row('/city'), row('/city'), row('/city')]]]);
    expect(failures(pass, [floor, floor, row('/city')], loads)).toEqual([]);
  });

  it('fails a page under 100 in one load, though its median is 100', () => {
    const loads = new Map([['/city', [row('/city'), row('/city', 96), row('/city')]]]);
    expect(failures(pass, [floor, floor, row('/city')], loads)).toEqual([
      'phone: /city: accessibility 96 < 100',
    ]);
  });

  it('holds a page to itself with scripts blocked: 1 point and 150 ms of LCP', () => {
    const loads = new Map<string, Row[]>();
    const floor = row(FLOOR, 100, { performance: 95 });
    const without = row(blocked('/city'), 100, { performance: 100, lcp: 1200 });
    const within = row('/city', 100, { performance: 99, lcp: 1350 });
    expect(failures(pass, [floor, floor, within, without], loads)).toEqual([]);
    const over = row('/city', 100, { performance: 98, lcp: 1351 });
    expect(failures(pass, [floor, floor, over, without], loads)).toEqual([
      'phone: /city: performance 98, more than 1 under its 100 with scripts blocked',
      'phone: /city: LCP 1351 ms, more than 150 ms after its 1200 with scripts blocked',
    ]);
  });

  it('holds a page to the plain HTML page as a second floor, and never gates the references', () => {
    const loads = new Map<string, Row[]>();
    const plain = row(STATIC_FLOOR, 100, { performance: 100 });
    const lowFloor = row(FLOOR, 100, { performance: 95 });
    const page = row('/contact', 100, { performance: 97 });
    const blockedPage = row(blocked('/contact'), 100, { performance: 97, mainThread: 9000 });
    expect(failures(pass, [lowFloor, lowFloor, plain, page, blockedPage], loads)).toEqual([
      `phone: /contact: performance 97, under ${STATIC_FLOOR}'s 100`,
    ]);
  });

  it('holds a private page to 100 on SEO but its noindex, and fails it once it may be indexed', () => {
    const report = [...PRIVATE_PAGES][0]!;
    const noindex = row(report, 100, { seo: 63, seoBesidesIndexing: 100, indexable: 0 });
    const loads = new Map([[report, [noindex, noindex, noindex]]]);
    expect(failures(pass, [floor, floor, noindex], loads)).toEqual([]);
    const missing = row(report, 100, { seo: 92, seoBesidesIndexing: 91, indexable: 0 });
    expect(failures(pass, [floor, floor, missing], new Map([[report, [missing]]]))).toEqual([
      `phone: ${report}: seo 91 < 100`,
    ]);
    const open = row(report, 100, { seo: 100, seoBesidesIndexing: 100, indexable: 1 });
    expect(failures(pass, [floor, floor, open], new Map([[report, [noindex, open]]]))).toEqual([
      `phone: ${report}: may be indexed, though it is private (noindex on purpose)`,
    ]);
    // Any other page is held to its whole SEO score.
    const city = row('/city', 100, { seo: 63, seoBesidesIndexing: 100, indexable: 0 });
    expect(failures(pass, [floor, floor, city], new Map([['/city', [city]]]))).toEqual([
      'phone: /city: seo 63 < 100',
    ]);
  });
});
