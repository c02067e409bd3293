import { serviceSeeds } from '@/server/db/seed/data/services';
import { setRouting } from '@/lib/routing/routing-store';

/** For unit tests: the registry as a freshly seeded database fills it. */
export function registerShippedServices(renamed: ReadonlyMap<string, string> = new Map()) {
  setRouting({
    services: serviceSeeds.map((s) => ({ slug: s.service_slug, name: s.service_name })),
    renamed: { service: renamed, city: new Map(), author: new Map() },
  });
}
