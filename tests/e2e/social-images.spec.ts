import { expect, test } from '@playwright/test';
import sharp from 'sharp';

// Every post, service, city page and author shares a generated 1200x630 card.

const pages = [
  {
    path: '/blog/technical-seo-audit-guide',
    image: '/og/post/technical-seo-audit-guide',
    kind: 'Blog',
  },
  { path: '/services/seo', image: '/og/service/seo', kind: 'Service' },
  { path: '/services/seo/mumbai', image: '/og/city/seo/mumbai', kind: 'Local service' },
  { path: '/author/priya-sharma', image: '/og/author/priya-sharma', kind: 'Author' },
];

for (const { path, image, kind } of pages) {
  test(`${path} shares its generated card, with its size and alt text`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"], meta[name="${property}"]`).first();
    await expect(meta('og:image')).toHaveAttribute('content', new RegExp(`${image}$`));
    await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
    await expect(meta('og:image:height')).toHaveAttribute('content', '630');
    await expect(meta('og:image:alt')).toHaveAttribute(
      'content',
      new RegExp(`^${kind}: .+, from .+`),
    );
    await expect(meta('twitter:image')).toHaveAttribute('content', new RegExp(`${image}$`));

    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toContain('public');
    const size = await sharp(await response.body()).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);

    const etag = response.headers()['etag']!;
    const again = await request.get(image, { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });
}

test('a social image of no page answers 404', async ({ request }) => {
  for (const path of [
    '/og/post/no-such-post',
    '/og/city/seo/atlantis',
    '/og/poster/seo',
    '/og/service/seo/extra',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
});
