import 'server-only';

import { serviceCityPath } from '@/lib/routing/service-city';

import { loadCities, loadServices } from '../public-pages/catalog';
import { listSitemapEntries } from '../sitemap';
import { isFresh, knownSitePages, rememberSitePages } from './site-page-memory';

// The site's pages: every page the sitemap lists, and the noindex fallback page of each stored
// city for each service. A page token is issued only for one of them (a made-up path gets none,
// so no beacon about it is counted), and a client past its 404 budget gets the plain 404 for any
// other path. Read again at most every 30 seconds.

async function readPaths(): Promise<ReadonlySet<string>> {
  const [entries, services, cities] = await Promise.all([
    listSitemapEntries(),
    loadServices(),
    loadCities(),
  ]);
  const paths = new Set(entries.map((entry) => new URL(entry.url).pathname));
  for (const service of services)
    for (const city of cities) paths.add(serviceCityPath(service.slug, city.slug));
  return paths;
}

/** The paths of the site's pages, read again when older than 30 seconds. */
export function sitePagePaths(): Promise<ReadonlySet<string>> {
  const known = knownSitePages();
  if (isFresh(known)) return known.paths;
  const paths = readPaths();
  rememberSitePages({ paths, at: Date.now() });
  paths.catch(() => rememberSitePages(null));
  return paths;
}

export async function isSitePage(path: string): Promise<boolean> {
  return (await sitePagePaths()).has(path);
}
