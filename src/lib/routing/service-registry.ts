// The services that exist and the old slugs of renamed ones, held in memory so that URL routing
// (the proxy's 301s, the 404 page's suggestion) stays synchronous. Filled from the database when
// the server starts and after every services admin write (server/services/registry.ts); on
// globalThis because the proxy and the route handlers are bundled apart.

export type RegisteredService = { slug: string; name: string };

export type ServiceRegistry = {
  services: readonly RegisteredService[];
  /** Old slug -> current slug, for services renamed in the admin. */
  renamed: ReadonlyMap<string, string>;
};

const key = Symbol.for('site.service-registry');
const holder = globalThis as typeof globalThis & { [key]?: ServiceRegistry };
const empty: ServiceRegistry = { services: [], renamed: new Map() };

export function setServiceRegistry(registry: ServiceRegistry): void {
  holder[key] = registry;
}

export function serviceRegistry(): ServiceRegistry {
  return holder[key] ?? empty;
}

export function registeredServices(): readonly RegisteredService[] {
  return serviceRegistry().services;
}

export function renamedServiceSlug(slug: string): string | undefined {
  return holder[key]?.renamed.get(slug);
}
