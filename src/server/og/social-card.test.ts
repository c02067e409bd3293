import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { drawSocialCard } from './social-card';

const card = {
  kind: 'Blog',
  title: 'Local SEO Checklist for Indian Small Businesses',
  brand: 'RankSutra Digital',
  host: 'ranksutra.in',
  detail: 'Priya Sharma',
};

describe('drawSocialCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a 1200x630 PNG from fonts that ship with the app, without the network', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no network call may be made')));
    const png = await drawSocialCard(card);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('draws the title: another title is another image', async () => {
    const [a, b] = await Promise.all([
      drawSocialCard(card),
      drawSocialCard({ ...card, title: 'Google Ads for Pune Clinics' }),
    ]);
    expect(Buffer.compare(a, b)).not.toBe(0);
  });

  it('draws Hindi, the rupee sign and a very long title, and leaves emoji out', async () => {
    const plain = await drawSocialCard({ ...card, title: 'SEO ₹ 5,000 से शुरू' });
    const emoji = await drawSocialCard({ ...card, title: 'SEO ₹ 5,000 से शुरू 🎉' });
    expect(Buffer.compare(plain, emoji)).toBe(0);
    const long = await drawSocialCard({ ...card, title: 'Very long '.repeat(40) });
    expect((await sharp(long).metadata()).height).toBe(630);
  });
});
