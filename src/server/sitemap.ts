import 'server-only';

import type { MetadataRoute } from 'next';

import { blogCategories } from '@/content/blog';
import { siteConfig } from '@/content/site-config';
import { blogListPath } from '@/lib/routing/list-params';
import { serviceCityPath } from '@/lib/routing/service-city';
import { absoluteUrl } from '@/lib/utils';

import { loadAuthorLinks, loadPostList, loadPostLinks } from './blog';
import { loadCaseStudies } from './case-studies/case-study-reads';
import { loadCityPageLinks, loadServices } from './public-pages/catalog';
import { getDb } from './db/client';
import { loadServedStates } from './public-pages/served-states';
import { listingDates, type Listing } from './sitemap-listing-dates';
import type { PostSummary } from './queries/blog-posts';
import { siteUrl } from './public-pages/site';

export type SitemapEntry = MetadataRoute.Sitemap[number];

/** A page that lists others: dated by what it shows (sitemap-listing-dates.ts), not by them. */
type ListingEntry = Listing & Pick<SitemapEntry, 'priority' | 'changeFrequency'>;
type Source = () => Promise<Array<SitemapEntry | ListingEntry>>;

const isListing = (item: SitemapEntry | ListingEntry): item is ListingEntry => 'shows' in item;

// Hand-written pages; their lastmod is the date their copy last changed, not the build time.
const staticPages: Array<{
  path: string;
  priority: number;
  changeFrequency: SitemapEntry['changeFrequency'];
}> = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/contact', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/free-seo-audit', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/free-seo-audit/method', priority: 0.3, changeFrequency: 'monthly' },
  { path: '/book-a-call', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/privacy-policy', priority: 0.2, changeFrequency: 'yearly' },
];

async function staticPageEntries(): Promise<SitemapEntry[]> {
  return staticPages.map((page) => ({
    url: absoluteUrl(siteUrl, page.path),
    lastModified: siteConfig.pagesUpdatedAt,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}

const latest = (dates: string[]): string | undefined =>
  dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

// /services is dated by its cards (what loadServices gives the page), not by the service pages'
// text: an edit of a service's page that leaves its card as it was keeps the list's date.
async function serviceEntries(): Promise<Array<SitemapEntry | ListingEntry>> {
  const services = await loadServices();
  return [
    {
      path: '/services',
      shows: services.map((s) => [s.slug, s.name, s.description, s.features]),
      newest: latest(services.map((s) => s.updatedAt)),
      priority: 0.9,
    },
    ...services.map((service) => ({
      url: absoluteUrl(siteUrl, `/services/${service.slug}`),
      lastModified: service.updatedAt,
      priority: 0.9,
    })),
  ];
}

// Only stored city pages: the generic fallback pages are noindex and stay out. /locations and a
// state's page are dated by what they list (sitemap-listing-dates.ts): its cities and their
// services, not the text of the pages they link to.
async function cityPageEntries(): Promise<Array<SitemapEntry | ListingEntry>> {
  const [links, states] = await Promise.all([loadCityPageLinks(), loadServedStates()]);
  const shows = (group: (typeof states)[number]) => [
    group.state,
    group.cities.map((city) => [city.name, city.slug, city.services]),
  ];
  return [
    {
      path: '/locations',
      shows: states.map(shows),
      newest: latest(links.map((l) => l.updatedAt)),
      priority: 0.7,
    },
    ...states.map((group) => ({
      path: `/locations/${group.slug}`,
      shows: shows(group),
      newest: latest(group.cities.map((city) => city.updatedAt)),
      priority: 0.7,
    })),
    ...links.map((link) => ({
      url: absoluteUrl(siteUrl, serviceCityPath(link.serviceSlug, link.citySlug)),
      lastModified: link.updatedAt,
      priority: 0.8,
    })),
  ];
}

// What a post card shows (components/site/blog/post-card.tsx): a hub's date follows these.
const postCard = (post: PostSummary) => [
  post.slug,
  post.title,
  post.excerpt,
  post.featuredImage,
  post.category,
  post.author.name,
  post.publishedAt,
];

// /blog and each category's first page (a topic hub; later pages and author tag pages are
// noindex), dated by the cards and pages they show.
async function blogHubEntries(): Promise<ListingEntry[]> {
  const hubs = await Promise.all(
    blogCategories.map(async ({ slug }) => {
      const list = await loadPostList(slug === 'all' ? null : slug, 1);
      const cards = [...(list.featured ? [list.featured] : []), ...list.posts];
      return { path: blogListPath(slug, 1), pageCount: list.pageCount, cards };
    }),
  );
  return hubs
    .filter((hub) => hub.path === '/blog' || hub.cards.length > 0)
    .map(({ path, pageCount, cards }) => ({
      path,
      shows: [cards.map(postCard), pageCount],
      newest: latest(cards.map((post) => post.updatedAt)),
      ...(path === '/blog'
        ? { changeFrequency: 'weekly' as const, priority: 0.8 }
        : { priority: 0.6 }),
    }));
}

// Public posts only (drafts and scheduled posts are left out by the query), and their authors.
async function blogEntries(): Promise<Array<SitemapEntry | ListingEntry>> {
  const [hubs, posts, authors] = await Promise.all([
    blogHubEntries(),
    loadPostLinks(),
    loadAuthorLinks(),
  ]);
  return [
    ...hubs,
    ...posts.map((post) => ({
      url: absoluteUrl(siteUrl, `/blog/${post.slug}`),
      lastModified: post.updatedAt,
      priority: 0.7,
    })),
    ...authors.map((author) => ({
      url: absoluteUrl(siteUrl, `/author/${author.slug}`),
      lastModified: author.updatedAt,
      priority: 0.4,
    })),
  ];
}

// /case-studies, dated by its cards, and each public case study; none while there is none (the
// page is then noindex: it says only that they are being written).
async function caseStudyEntries(): Promise<Array<SitemapEntry | ListingEntry>> {
  const studies = await loadCaseStudies();
  if (studies.length === 0) return [];
  return [
    {
      path: '/case-studies',
      shows: studies.map((s) => [s.slug, s.title, s.excerpt, s.subject, s.featuredImage, s.shown]),
      newest: latest(studies.map((s) => s.updatedAt)),
      priority: 0.7,
    },
    ...studies.map((study) => ({
      url: absoluteUrl(siteUrl, `/case-studies/${study.slug}`),
      lastModified: study.updatedAt,
      priority: 0.7,
    })),
  ];
}

// Each content area adds its own source here.
const sources: Source[] = [
  staticPageEntries,
  serviceEntries,
  cityPageEntries,
  blogEntries,
  caseStudyEntries,
];

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const items = (await Promise.all(sources.map((source) => source()))).flat();
  // Every listing dated at once: one read and at most one write of their stored dates.
  const dates = await listingDates(getDb(), items.filter(isListing));
  return items.map((item) =>
    isListing(item)
      ? {
          url: absoluteUrl(siteUrl, item.path),
          lastModified: dates.get(item.path),
          priority: item.priority,
          ...(item.changeFrequency ? { changeFrequency: item.changeFrequency } : {}),
        }
      : item,
  );
}
