import 'server-only';

import { serviceCityPath } from '@/lib/routing/service-city';

import { loadCities, loadServices } from '../catalog';
import { listSitemapEntries } from '../sitemap';

// The pages a page token may be issued for: every page the sitemap lists, and the noindex fallback
// page of each stored city for each service. Anything else (a made-up path, a 404) gets no token,
// so no beacon about it is counted. Read again at most every 30 seconds.

const FRESH_MS = 30_000;
let known: { paths: Promise<Set<string>>; at: number } | null = null;

async function readPaths(): Promise<Set<string>> {
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

export async function isSitePage(path: string): Promise<boolean> {
  if (!known || Date.now() - known.at > FRESH_MS) {
    known = { paths: readPaths(), at: Date.now() };
    known.paths.catch(() => (known = null));
  }
  return (await known.paths).has(path);
}
