import 'server-only';

import { canonicalPath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/client';
import { listCitySlugAliases } from '../queries/cities';

// The old slugs of renamed cities, held in memory so the request guard answers their URLs with a
// 301 before Next.js renders anything. Reloaded on start and after every city write; on
// globalThis because the guard and the admin's route handlers are bundled apart.

const key = Symbol.for('site.renamed-slugs');
type RenamedSlugs = { city: ReadonlyMap<string, string> };
const holder = globalThis as typeof globalThis & { [key]?: RenamedSlugs };

export async function reloadRenamedSlugs(db: DB): Promise<void> {
  holder[key] = { city: await listCitySlugAliases(db) };
}

const SERVICE_CITY = /^\/services\/([^/]+)\/([^/]+)$/;

/** The current URL of a page whose city was renamed, in one hop; undefined for any other path. */
export function renamedPath(pathname: string): string | undefined {
  const renamed = holder[key];
  if (!renamed || renamed.city.size === 0) return undefined;
  const match = SERVICE_CITY.exec(canonicalPath(pathname));
  if (!match) return undefined;
  const city = renamed.city.get(match[2]!);
  return city ? `/services/${match[1]}/${city}` : undefined;
}
