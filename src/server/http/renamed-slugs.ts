import 'server-only';

import { canonicalPath } from '@/lib/routing/canonical-path';
import { setServiceRegistry } from '@/lib/routing/service-registry';

import type { DB } from '../db/client';
import { listAuthorSlugAliases } from '../queries/authors-admin';
import { listCitySlugAliases } from '../queries/cities';
import { listServiceCatalogue } from '../queries/services';
import { listServiceSlugAliases } from '../queries/services-admin';

// The old slugs of renamed cities and authors, held in memory so the request guard answers their
// URLs with a 301 before Next.js renders anything. Reloaded on start and after every write of
// either; on globalThis because the guard and the admin's route handlers are bundled apart.

const key = Symbol.for('site.renamed-slugs');
type RenamedSlugs = { city: ReadonlyMap<string, string>; author: ReadonlyMap<string, string> };
const holder = globalThis as typeof globalThis & { [key]?: RenamedSlugs };

/** Reloads what routing holds in memory: these old slugs, and the services and their old slugs. */
export async function reloadRouting(db: DB): Promise<void> {
  const [city, author, services, renamed] = await Promise.all([
    listCitySlugAliases(db),
    listAuthorSlugAliases(db),
    listServiceCatalogue(db),
    listServiceSlugAliases(db),
  ]);
  holder[key] = { city, author };
  setServiceRegistry({ services, renamed });
}

const SERVICE_CITY = /^\/services\/([^/]+)\/([^/]+)$/;
const AUTHOR = /^\/author\/([^/]+)$/;

/** The current URL of a page whose city or author was renamed, in one hop; else undefined. */
export function renamedPath(pathname: string): string | undefined {
  const renamed = holder[key];
  if (!renamed || renamed.city.size + renamed.author.size === 0) return undefined;
  const path = canonicalPath(pathname);
  const serviceCity = SERVICE_CITY.exec(path);
  if (serviceCity) {
    const city = renamed.city.get(serviceCity[2]!);
    return city ? `/services/${serviceCity[1]}/${city}` : undefined;
  }
  const author = AUTHOR.exec(path);
  const slug = author && renamed.author.get(author[1]!);
  return slug ? `/author/${slug}` : undefined;
}
