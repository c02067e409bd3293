import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { readPerformanceCsv } from './performance-csv';

// Files written by hand in the layout of Search Console's export (Performance, Export, CSV):
// "Top pages" or "Top queries", Clicks, Impressions, CTR (with %) and Position.
const fixture = (name: string) => readFileSync(`tests/fixtures/search-console/${name}`, 'utf8');

describe("Search Console's performance CSV", () => {
  it('reads a pages export: paths, numbers with thousands separators, decimal positions', () => {
    const file = readPerformanceCsv(`\uFEFF${fixture('Pages.csv')}`);
    expect(file).toMatchObject({ ok: true, kind: 'page' });
    if (!file.ok) return;
    expect(file.rows).toHaveLength(5);
    expect(file.rows[2]).toEqual({ key: '/', clicks: 1204, impressions: 38410, position: 5.6 });
    expect(file.rows[3]?.key).toBe('/services/seo/mumbai');
  });

  it('reads a queries export, a query with a comma in quotes', () => {
    const file = readPerformanceCsv(fixture('Queries.csv'));
    expect(file.ok && file.kind).toBe('query');
    expect(file.ok && file.rows[2]).toEqual({
      key: 'seo company in mumbai, andheri',
      clicks: 4,
      impressions: 310,
      position: 15.1,
    });
  });

  it('names each bad row by its line and keeps nothing', () => {
    const bad = [
      'Top pages,Clicks,Impressions,CTR,Position',
      'https://ranksutra.in/,10,100,10%,3.2',
      'not a url,10,100,10%,3.2',
      'https://ranksutra.in/a,ten,100,10%,0',
      'https://ranksutra.in/b,200,100,200%,2',
      'https://ranksutra.in/,1,100,1%,2',
    ].join('\n');
    expect(readPerformanceCsv(bad)).toEqual({
      ok: false,
      errors: [
        `Line 3: "not a url" is not a page's address.`,
        'Line 4: Clicks is not a whole number; Position is not a number from 1.',
        'Line 5: Clicks are more than impressions.',
        'Line 6: / is listed twice.',
      ],
    });
    expect(readPerformanceCsv('Country,Clicks,Impressions,CTR,Position\nIndia,1,2,50%,3')).toEqual({
      ok: false,
      errors: [
        'The first line must name the columns of a Search Console export: "Top pages" or "Top queries", then Clicks, Impressions, CTR and Position.',
      ],
    });
  });
});
