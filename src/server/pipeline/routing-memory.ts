import 'server-only';

import { compileRedirects } from '@/lib/redirects/redirect-table';
import { routing, setRouting } from '@/lib/routing/routing-store';

import type { DB } from '../db/schema';
import { listAuthorSlugAliases } from '../queries/authors-admin';
import { listCitySlugAliases, listCitySlugs } from '../queries/cities';
import { listRedirectRules } from '../queries/redirect-rules';
import { bumpRoutingVersion, routingVersion } from '../queries/routing-version';
import { listServiceCatalogue } from '../queries/services';
import { listServiceSlugAliases } from '../queries/services-admin';
import { every, type BackgroundWork } from '../runtime/background-work';

// Loads the routing store (lib/routing/routing-store.ts) from the database: when the server starts,
// after a write on this instance, and on every instance when the routing version changes.

/** Reads every redirect, service and rename, and holds them at the version read first. */
export async function reloadRouting(db: DB): Promise<void> {
  const version = await routingVersion(db);
  const [rules, services, service, city, author, cities] = await Promise.all([
    listRedirectRules(db),
    listServiceCatalogue(db),
    listServiceSlugAliases(db),
    listCitySlugAliases(db),
    listAuthorSlugAliases(db),
    listCitySlugs(db),
  ]);
  setRouting({
    redirects: compileRedirects(rules),
    services: services.map(({ slug, name }) => ({ slug, name })),
    renamed: { service, city, author },
    cities: new Set(cities),
    version,
  });
}

/** After an admin write that changes routing: this instance reloads now, the others at their poll. */
export async function routingChanged(db: DB): Promise<void> {
  await bumpRoutingVersion(db);
  await reloadRouting(db);
}

/** Every `intervalMs`: reload when another instance (or this one) changed routing. */
export function routingSyncWork(getDb: () => DB, everyMs = 5_000): BackgroundWork {
  const sync = async () => {
    const db = getDb();
    if ((await routingVersion(db)) !== routing().version) await reloadRouting(db);
  };
  return { name: 'routing sync', start: every('routing sync', everyMs, sync) };
}
