import { describe, expect, it } from 'vitest';

import { readSitemapXml } from './sitemap-xml';

describe('readSitemapXml', () => {
  it('reads each URL and its lastmod, escapes undone', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url>
<loc>https://x.in/</loc>
<lastmod>2026-11-01T00:00:00.000Z</lastmod>
<priority>1</priority>
</url>
<url>
<loc>https://x.in/blog?tag=a&amp;b</loc>
</url>
</urlset>`;
    expect(readSitemapXml(xml)).toEqual([
      { url: 'https://x.in/', lastModified: '2026-11-01T00:00:00.000Z' },
      { url: 'https://x.in/blog?tag=a&b', lastModified: '' },
    ]);
  });
});
