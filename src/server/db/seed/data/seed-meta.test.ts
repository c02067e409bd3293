import { describe, expect, it } from 'vitest';

import { defaultPageMeta } from '@/content/page-meta';
import { brandedTitle, DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '@/lib/seo/metadata';
import { pageMetaOf, SITE_PAGES } from '@/lib/validation/page-meta';

import { postSeeds } from './blog/posts';
import { businessSeed } from './business';
import { buildCityPageSeeds } from './city-pages';
import { serviceSeeds } from './services';

// The seeded site keeps DECISIONS.md's limits: titles at most 60 characters, descriptions 70-155.
const brand = { name: businessSeed.name, shortName: businessSeed.short_name };

function outOfBounds(pages: Array<{ name: string; title: string; description: string }>) {
  return pages.flatMap(({ name, title, description }) => [
    ...(title.length > TITLE_MAX ? [`${name}: title of ${title.length}: ${title}`] : []),
    ...(description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX
      ? [`${name}: description of ${description.length}: ${description}`]
      : []),
  ]);
}

describe('the seeded titles and descriptions', () => {
  it('fit on every service page', () => {
    const pages = serviceSeeds.map((s) => ({
      name: s.service_slug,
      title: s.meta_title,
      description: s.meta_description,
    }));
    expect(outOfBounds(pages)).toEqual([]);
  });

  it('fit on every city page', () => {
    const pages = buildCityPageSeeds().map((p) => ({
      name: `${p.service_slug}/${p.city_slug}`,
      title: p.meta_title,
      description: p.meta_description,
    }));
    expect(outOfBounds(pages)).toEqual([]);
  });

  it('fit on every post', () => {
    const pages = postSeeds.map((p) => ({
      name: p.slug,
      title: p.meta_title || brandedTitle(p.title, brand),
      description: p.meta_description || p.excerpt,
    }));
    expect(outOfBounds(pages)).toEqual([]);
  });

  it("fit on the site's own pages, with the brand after each title", () => {
    const meta = defaultPageMeta(businessSeed.name);
    const pages = SITE_PAGES.map(({ key }) => {
      const { title, description } = pageMetaOf(meta, key);
      return { name: key, title: brandedTitle(title, brand), description };
    });
    expect(outOfBounds(pages)).toEqual([]);
  });
});
