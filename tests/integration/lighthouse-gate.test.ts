import { describe, expect, it } from 'vitest';

import type { Row } from '../../scripts/lighthouse-audit';
import { failures } from '../../scripts/lighthouse-gate';

// The speed gate (npm run lighthouse): a page whose accessibility, best practices or SEO is under
// 100 in any one load fails it, even when the median is 100.

const row = (page: string, accessibility = 100): Row => ({
  page,
  performance: 100,
  accessibility,
  'best-practices': 100,
  seo: 100,
  fcp: 800,
  lcp: 900,
  tbt: 0,
  cls: 0,
  mainThread: 300,
  jsKb: 100,
  benchmarkIndex: 2300,
});

describe('the Lighthouse gate', () => {
  const pass = { name: 'phone', cpuSlowdown: 4 };
  const floor = row('floor');

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
});
