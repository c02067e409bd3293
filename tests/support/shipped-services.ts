import { serviceSeeds } from '@/server/db/seed/data/services';

import { setServiceRegistry } from '@/lib/routing/service-registry';

/** For unit tests: the registry as a freshly seeded database fills it. */
export function registerShippedServices(renamed: ReadonlyMap<string, string> = new Map()) {
  setServiceRegistry({
    services: serviceSeeds.map((s) => ({ slug: s.service_slug, name: s.service_name })),
    renamed,
  });
}
