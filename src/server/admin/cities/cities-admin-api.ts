import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { citySlugAliases } from '@/lib/routing/service-city';
import { citySchema, FEATURED_CITY_LIMIT, type CityData } from '@/lib/validation/city';
import { cityPageSchema } from '@/lib/validation/city-page';
import { cityPageTemplateSchema } from '@/lib/validation/city-page-template';

import { BodyTooLargeError, readLimitedText } from '../../http/read-body';
import type { DB } from '../../db/schema';
import { deleteCityPage, saveCityPage } from '../../queries/city-pages-admin';
import {
  citySlugOwner,
  listHomePageCities,
  createCities,
  createCity,
  deleteCity,
  getCityRecord,
  updateCity,
} from '../../queries/cities';
import { listServiceCatalogue } from '../../queries/services';
import type { Answer } from '../audit-log-subject';
import { checkCityImport, MAX_CITY_IMPORT_BYTES } from './city-import';
import { fillPagesFromTemplate } from './fill-from-template';
import { createAdminGate, json, movedToTrash, trashedRecord } from '../admin-gate';

export type CitiesAdminDependencies = {
  db: DB;
  /** Expires the public pages' cached data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
  /** Tells every instance that routing changed (pipeline/routing-memory.ts). */
  reloadRouting: () => Promise<void>;
};

const fieldError = (status: number, field: keyof CityData, message: string) =>
  json(status, { error: message, fieldErrors: { [field]: [message] } });

/**
 * The cities admin's API: create, edit (a new slug keeps its old URLs as 301s), delete, and import
 * many from a CSV (city-import.ts).
 */
export function createCitiesAdminApi(deps: CitiesAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');
  const changed = async () => {
    deps.revalidate([cacheTags.cityPages]);
    await deps.reloadRouting();
  };

  /** Why the city cannot be saved as it is, as a response; null when it can. */
  async function refusal(data: CityData, id?: string): Promise<Response | null> {
    const builtIn = citySlugAliases.get(data.slug);
    if (builtIn) return fieldError(409, 'slug', `That slug already redirects to /${builtIn}.`);
    const owner = await citySlugOwner(db, data.slug, id);
    if (owner?.kind === 'city')
      return fieldError(409, 'slug', `That slug is already used by ${owner.name}.`);
    if (owner?.kind === 'alias')
      return fieldError(
        409,
        'slug',
        `That slug was ${owner.name}'s before a rename and still redirects there.`,
      );
    if (!data.featured) return null;
    const featured = await listHomePageCities(db, id);
    if (featured.length < FEATURED_CITY_LIMIT) return null;
    if (!featured.some((city) => city.id === data.replaces))
      return fieldError(
        409,
        'replaces',
        `The home page shows ${FEATURED_CITY_LIMIT} cities: choose the one this city replaces.`,
      );
    return null;
  }

  const create = guarded(
    { schema: citySchema, audit: { subject: (_params, data) => `City ${data.name}` } },
    async (_request, _params, _actor, data) => {
      const refused = await refusal(data);
      if (refused) return refused;
      const id = await createCity(db, data);
      await changed();
      return json(201, { id });
    },
  );

  /** A city as it was, compared as the form sends it: the coordinates as text. */
  const cityBefore = async ({ id }: { id: string }) => {
    const city = await getCityRecord(db, id);
    const text = (n: number | null) => (n === null ? '' : String(n));
    return (
      city && {
        title: `City ${city.name}`,
        values: {
          ...city,
          latitude: text(city.latitude),
          longitude: text(city.longitude),
          replaces: '',
        },
      }
    );
  };

  const update = guarded(
    { schema: citySchema, audit: { before: cityBefore } },
    async (_request, { id }: { id: string }, _actor, data) => {
      const refused = await refusal(data, id);
      if (refused) return refused;
      if (!(await updateCity(db, id, data))) return json(404, { error: 'City not found' });
      await changed();
      return json(200, { id });
    },
  );

  const remove = guarded(
    { audit: trashedRecord(db) },
    async (_r, { id }: { id: string }, actor) => {
      const deleted = await deleteCity(db, id, actor.user.name);
      if (!deleted) return json(404, { error: 'City not found' });
      await changed();
      return movedToTrash(deleted.trashId);
    },
  );

  /**
   * The body is the CSV itself. `?check=1` reports each row and writes nothing (the preview);
   * otherwise the cities are added, all of them or, when a row has a problem, none.
   */
  const imported = (answer: Answer) =>
    typeof answer.imported === 'number' ? `${answer.imported} cities imported` : null;
  const importCsv = guarded({ audit: { result: imported } }, async (request) => {
    let text: string;
    try {
      text = await readLimitedText(request, MAX_CITY_IMPORT_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return json(413, { error: 'The file is over 1 MB: split it and import the parts.' });
    }
    const checked = await checkCityImport(db, text);
    if ('error' in checked) return json(400, { error: checked.error });
    const refused = checked.rows.filter((row) => row.problem).length;
    if (new URL(request.url).searchParams.get('check') === '1')
      return json(200, { rows: checked.rows, refused });
    if (refused > 0)
      return json(400, {
        error: `${refused} of the rows cannot be imported, so none was: correct them and try again.`,
        rows: checked.rows,
        refused,
      });
    await createCities(db, checked.cities);
    await changed();
    return json(201, { imported: checked.cities.length, rows: checked.rows, refused: 0 });
  });

  /** Pages of many cities from one template (fill-from-template.ts). */
  const filledPages = (answer: Answer) =>
    `${String(answer.service)} pages of ${String(answer.created)} cities, from a template`;
  const fillFromTemplate = guarded(
    { schema: cityPageTemplateSchema, audit: { result: filledPages } },
    async (_request, _params, _actor, data) => {
      const filled = await fillPagesFromTemplate(db, data);
      if (!filled.ok)
        return json(filled.status, { error: filled.error, fieldErrors: filled.fieldErrors });
      deps.revalidate([cacheTags.cityPages]);
      return json(201, { created: filled.created, kept: filled.kept, service: filled.service });
    },
  );

  type PageParams = { id: string; service: string };
  const cityAndService = async ({ id, service }: PageParams) => {
    const city = await getCityRecord(db, id);
    const found = (await listServiceCatalogue(db)).find((s) => s.slug === service);
    if (!city) return { response: json(404, { error: 'City not found' }) };
    if (!found) return { response: json(404, { error: 'Service not found' }) };
    return { city, service: found };
  };

  const pageOf = async (params: PageParams) => {
    const target = await cityAndService(params);
    return target.response
      ? null
      : { title: `${target.service.name} page for ${target.city.name}` };
  };

  const savePage = guarded(
    { schema: cityPageSchema, audit: { before: pageOf } },
    async (_request, params: PageParams, _actor, data) => {
      const target = await cityAndService(params);
      if (target.response) return target.response;
      await saveCityPage(db, target.service, target.city, data);
      deps.revalidate([cacheTags.cityPages]);
      return json(200, { id: params.id, service: target.service.slug });
    },
  );

  const removePage = guarded(
    { audit: trashedRecord(db) },
    async (_r, params: PageParams, actor) => {
      const target = await cityAndService(params);
      if (target.response) return target.response;
      const { service, city } = target;
      const trashId = await deleteCityPage(db, service.slug, city.slug, actor.user.name);
      if (!trashId) return json(404, { error: 'This city has no page for the service' });
      deps.revalidate([cacheTags.cityPages]);
      return movedToTrash(trashId);
    },
  );

  return { create, update, remove, importCsv, fillFromTemplate, savePage, removePage };
}
