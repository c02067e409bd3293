import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LIST_FILTER } from './routing/list-params';
import { SLUG_PATTERN, slugify, tagSlug } from './slug';
import { citySlugFromName } from './validation/city';
import { serviceSlugFromName } from './validation/service';

describe('slugify', () => {
  it('makes one kind of slug from any name: posts, authors, services and cities alike', () => {
    expect(slugify('Local SEO: A Guide for Café Owners & Chefs!')).toBe(
      'local-seo-a-guide-for-cafe-owners-and-chefs',
    );
    expect(slugify('  --  ')).toBe('');
    expect(serviceSlugFromName('E-commerce SEO & Marketplaces')).toBe(
      'e-commerce-seo-and-marketplaces',
    );
    expect(citySlugFromName('Thiruvananthapuram (Trivandrum)')).toBe(
      'thiruvananthapuram-trivandrum',
    );
    expect(citySlugFromName('Sector 62, Noida')).toBe('sector-noida');
    expect(slugify('SEO in हिंदी 🚀 2026')).toBe('seo-in-2026');
  });

  it('always gives an empty string or a slug of the one pattern, within its length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
        const slug = slugify(name, { maxLength: 60 });
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(60);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('tagSlug', () => {
  it('gives every tag a tab address the filter pattern takes, punctuation, Hindi and emoji included', () => {
    const tags = ['SEO & PPC', 'C++ / .NET', 'स्थानीय एसईओ', 'वेबसाइट', '🚀', '🚀🚀', 'Local SEO'];
    const slugs = tags.map(tagSlug);
    expect(slugs.slice(0, 2)).toEqual(['seo-and-ppc', 'c-net']);
    expect(slugs[6]).toBe('local-seo');
    for (const slug of slugs) expect(slug).toMatch(LIST_FILTER);
    // Different tags, different tabs; the same tag, the same tab.
    expect(new Set(slugs).size).toBe(tags.length);
    expect(tagSlug(' वेबसाइट ')).toBe(tagSlug('वेबसाइट'));
  });
});
