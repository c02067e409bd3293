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
import { trashTitle } from '../../queries/trash';
import { createAdminGate, json, movedToTrash } from '../admin-gate';
import { auditSubject } from '../audit-subject';

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
    { schema: serviceSchema, subject: (data) => `Service ${data.service_name}` },
    async (_request, _params, _actor, data) => {
      const refused = await refusal(data);
      if (refused) return refused;
      const id = await createService(db, data);
      await changed();
      return json(201, { id });
    },
  );

  const update = guarded(
    { schema: serviceSchema },
    async (request, { id }: { id: string }, _actor, data) => {
      const refused = await refusal(data, id);
      if (refused) return refused;
      const before = await getServiceForm(db, id);
      if (before) auditSubject(request, `Service ${before.values.service_name}`, before.values);
      if (!(await updateService(db, id, data))) return json(404, { error: 'Service not found' });
      await changed();
      return json(200, { id });
    },
  );

  const remove = guarded<{ id: string }>(async (request, { id }, actor) => {
    const trashId = await deleteService(db, id, actor.user.name);
    if (!trashId) return json(404, { error: 'Service not found' });
    auditSubject(request, (await trashTitle(db, trashId)) ?? `Service ${id}`);
    await changed();
    return movedToTrash(trashId);
  });

  return { create, update, remove };
}
