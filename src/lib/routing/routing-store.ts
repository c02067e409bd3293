// Everything URL routing decides from the database, held in memory so every decision is a
// synchronous lookup: the redirect manager's rules, the services that exist, and the old slugs of
// renamed services, cities and authors. The server fills it when it starts and whenever the routing
// version changes (server/pipeline/routing-memory.ts), on every instance the same way.
//
// On globalThis: the request pipeline (bundled with instrumentation.ts), the pages and the admin's
// route handlers are bundled apart by Next.js, and each bundle has its own copy of this module.

import type { RedirectRule, RedirectTable } from '@/lib/redirects/redirect-table';

export type RegisteredService = { slug: string; name: string };

/** Old slug -> current slug, for what was renamed in the admin. */
export type Renames = {
  service: ReadonlyMap<string, string>;
  city: ReadonlyMap<string, string>;
  author: ReadonlyMap<string, string>;
};

export type Routing = {
  redirects: RedirectTable;
  services: readonly RegisteredService[];
  renamed: Renames;
  /** The slugs of the cities stored; null where none were loaded (the browser): any city goes. */
  cities: ReadonlySet<string> | null;
  /** The routing version this was loaded at; null before the first load. */
  version: string | null;
};

type Holder = { routing: Routing };

const noRedirects = (): RedirectTable => ({
  exact: new Map<string, RedirectRule>(),
  bySegment: new Map(),
  loose: [],
  size: 0,
});

const key = Symbol.for('site.routing');
const global = globalThis as typeof globalThis & { [key]?: Holder };
const holder = (): Holder =>
  (global[key] ??= {
    routing: {
      redirects: noRedirects(),
      services: [],
      renamed: { service: new Map(), city: new Map(), author: new Map() },
      cities: null,
      version: null,
    },
  });

export function routing(): Routing {
  return holder().routing;
}

/** Replaces what is held, in part: a new object, so caches keyed on it (service-city.ts) renew. */
export function setRouting(next: Partial<Routing>): void {
  const current = holder();
  current.routing = { ...current.routing, ...next };
}
