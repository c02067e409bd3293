import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { authorNotFound } from '@/content/not-found';
import { authorListPath } from '@/lib/routing/list-params';
import { generatedSocialImage } from '@/lib/seo/social-image';
import { tagSlug } from '@/lib/slug';

import { loadAuthor, loadAuthorPosts } from '../blog';
import { socialNetworks } from '../queries/authors';
import { imageAltFor } from './image-alts';
import { pageMissing, recordMissing } from './not-found-page';
import { pageMetadata, siteUrl } from './site';

// /author/{slug}?tag=&page=, drawn from its canonical query (src/renderer/routes.ts).

/** An author's profile and one page of their posts (all, or of one tag); or a 404. */
export const loadAuthorPage = cache(async (slug: string, tabSlug: string, rawPage: string) => {
  const page = Number(rawPage);
  if (!Number.isInteger(page) || page < 1) return pageMissing();
  const author = await loadAuthor(slug);
  if (!author) return recordMissing(authorNotFound);
  const all = await loadAuthorPosts(author.id, null, 1);
  const tag = tabSlug === 'all' ? null : all.tags.find((t) => tagSlug(t) === tabSlug);
  if (tag === undefined) return pageMissing();
  const list = tag || page > 1 ? await loadAuthorPosts(author.id, tag, page) : all;
  if (page > list.pageCount) return pageMissing();

  const qualifier = [tag ? `${tag} articles` : null, page > 1 ? `Page ${page}` : null]
    .filter(Boolean)
    .join(', ');
  const metadata: Metadata = await pageMetadata((name, brand) => ({
    title: brand(qualifier ? `${author.name}: ${qualifier}` : `${author.name}, Author`),
    // Each tag and page has its own description, not a copy of the author page's.
    description: qualifier
      ? `${qualifier} by ${author.name} of ${name}: guides on SEO, content and analytics for Indian businesses.`
      : author.shortBio,
    path: authorListPath(author.slug, tabSlug, page),
    type: 'profile',
    // An author with no published article yet is no page for a search engine (nor the sitemap);
    // a tag's or a later page of an author's articles repeats the author page's own list.
    noindex: list.total === 0 ? true : qualifier ? 'follow-links' : false,
    ...generatedSocialImage('author', author.name, name, author.slug),
  }));
  return {
    found: true as const,
    metadata,
    author,
    imageAlt: await imageAltFor(author.profileImage, author.name),
    socialLinks: socialNetworks.filter((n) => author.socialLinks[n]),
    tag,
    tabSlug,
    page,
    list,
    tags: all.tags,
    siteUrl,
  };
});
