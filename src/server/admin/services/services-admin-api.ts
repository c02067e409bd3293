import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { serviceSchema, type ServiceData } from '@/lib/validation/service';

import type { DB } from '../../db/schema';
import {
  createService,
  deleteService,
  getServiceForm,
  serviceSlugOwner,
  updateService,
} from '../../queries/services-admin';
import { createAdminGate, json, movedToTrash, trashedRecord } from '../admin-gate';

export type ServicesAdminDependencies = {
  db: DB;
  /** Expires the public pages' cached data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
  /** Tells every instance that routing changed (pipeline/routing-memory.ts). */
  reloadRouting: () => Promise<void>;
};

const slugTaken = (message: string) =>
  json(409, { error: message, fieldErrors: { service_slug: [message] } });

/** The services admin's API: create, edit (a new slug keeps its old URLs as 301s) and delete. */
export function createServicesAdminApi(deps: ServicesAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');
  // Service pages, and the city pages and /locations, which name every service.
  const changed = async () => {
    deps.revalidate([cacheTags.services, cacheTags.cityPages]);
    await deps.reloadRouting();
  };

  async function refusal(data: ServiceData, id?: string): Promise<Response | null> {
    const owner = await serviceSlugOwner(db, data.service_slug, id);
    if (owner?.kind === 'service') return slugTaken(`That slug is already used by ${owner.name}.`);
    if (owner?.kind === 'alias')
      return slugTaken(`That slug was ${owner.name}'s before a rename and still redirects there.`);
    return null;
  }

  const create = guarded(
    {
      schema: serviceSchema,
      audit: { subject: (_params, data) => `Service ${data.service_name}` },
    },
    async (_request, _params, _actor, data) => {
      const refused = await refusal(data);
      if (refused) return refused;
      const id = await createService(db, data);
      await changed();
      return json(201, { id });
    },
  );

  const serviceBefore = async ({ id }: { id: string }) => {
    const service = await getServiceForm(db, id);
    return service && { title: `Service ${service.values.service_name}`, values: service.values };
  };

  const update = guarded(
    { schema: serviceSchema, audit: { before: serviceBefore } },
    async (_request, { id }: { id: string }, _actor, data) => {
      const refused = await refusal(data, id);
      if (refused) return refused;
      if (!(await updateService(db, id, data))) return json(404, { error: 'Service not found' });
      await changed();
      return json(200, { id });
    },
  );

  const remove = guarded(
    { audit: trashedRecord(db) },
    async (_r, { id }: { id: string }, actor) => {
      const trashId = await deleteService(db, id, actor.user.name);
      if (!trashId) return json(404, { error: 'Service not found' });
      await changed();
      return movedToTrash(trashId);
    },
  );

  return { create, update, remove };
}
