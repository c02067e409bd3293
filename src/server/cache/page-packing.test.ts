import { describe, expect, it } from 'vitest';

import { packPage, unpackPage } from './page-packing.mjs';

const routerData = Buffer.from('0:{"a":"router data"}\n'.repeat(400));
const page = {
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><body>${'<p>Search engine optimisation in Pune</p>'.repeat(500)}</body></html>`,
  rscData: routerData,
  segmentData: new Map<string, Buffer>([
    ['/_tree', Buffer.from('tree')],
    ['/_full', Buffer.from(routerData)],
    ['/!KHNpdGUp', Buffer.from('layout data '.repeat(300))],
  ]),
  headers: { 'x-next-cache-tags': 'city-pages' },
  status: 200,
  postponed: undefined,
};

describe('packPage', () => {
  it('gives back the page it packed, byte for byte', () => {
    const unpacked = unpackPage(packPage(page));
    expect(unpacked).toEqual(page);
    expect(unpacked.segmentData.get('/_full')!.equals(routerData)).toBe(true);
  });

  it('keeps a page in a fraction of its size, the repeated router data once', () => {
    const packed = packPage(page);
    const bytes = (value: { length: number }) => value.length;
    const before = bytes(page.html) + bytes(routerData) * 2 + 3600 + 4;
    const after =
      bytes(packed.html) +
      bytes(packed.rscData) +
      [...packed.segmentData.values()].reduce((sum, part) => sum + bytes(part), 0);
    expect(after).toBeLessThan(before / 20);
    expect(packed.segmentData.get('/_full')).toBe('same-as-rscData');
  });

  it('leaves other kinds of value, and a page without parts, as they are', () => {
    const redirect = { kind: 'REDIRECT', props: { to: '/x' } };
    expect(packPage(redirect)).toBe(redirect);
    expect(unpackPage(redirect)).toBe(redirect);
    expect(unpackPage(packPage({ kind: 'APP_PAGE', headers: {} }))).toEqual({
      kind: 'APP_PAGE',
      headers: {},
    });
  });
});
