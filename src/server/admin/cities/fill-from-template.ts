import 'server-only';

import { cityMatches, parseCityQuery } from '@/lib/admin/city-filters';
import type { CityPageState } from '@/lib/city-page-quality';
import { fillTemplate, templateProblems } from '@/lib/cities/page-template';
import { cityPageSchema } from '@/lib/validation/city-page';
import type { CityPageTemplateData } from '@/lib/validation/city-page-template';

import type { DB } from '../../db/schema';
import { listRatedCityPages } from '../../queries/city-pages';
import { createTemplatePages } from '../../queries/city-pages-admin';
import { listCityRecords } from '../../queries/cities';
import { listServiceCatalogue } from '../../queries/services';

export type TemplateFill =
  | { ok: true; created: number; kept: number; service: string }
  | { ok: false; status: number; error: string; fieldErrors: Record<string, string[]> };

const refused = (status: number, error: string, fieldErrors: Record<string, string[]> = {}) =>
  ({ ok: false, status, error, fieldErrors }) as const;

/**
 * Makes the service's page of every city the cities admin's search keeps that has none yet, from
 * the template; the cities that have one keep theirs. Each page is checked as the page editor
 * checks it, and all are written or none.
 */
export async function fillPagesFromTemplate(
  db: DB,
  template: CityPageTemplateData,
): Promise<TemplateFill> {
  const catalogue = await listServiceCatalogue(db);
  const service = catalogue.find((s) => s.slug === template.service);
  if (!service) return refused(400, 'Choose a service', { service: ['Choose a service'] });
  const problems = templateProblems(template);
  if (Object.keys(problems).length > 0)
    return refused(
      400,
      'The template needs correcting.',
      Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
    );

  const query = parseCityQuery(Object.fromEntries(new URLSearchParams(template.filters)));
  const [cities, pages] = await Promise.all([listCityRecords(db), listRatedCityPages(db)]);
  const statesOf = new Map<string, CityPageState[]>();
  const withPage = new Set<string>();
  for (const page of pages) {
    statesOf.set(page.city.slug, [...(statesOf.get(page.city.slug) ?? []), page.state]);
    if (page.serviceSlug === service.slug) withPage.add(page.city.slug);
  }
  const found = cities.filter((city) => {
    // A service without a page in the city counts as its fallback, as the admin's grid shows it.
    const states = statesOf.get(city.slug) ?? [];
    const missing = states.length < catalogue.length ? (['fallback'] as const) : [];
    return cityMatches(city, [...states, ...missing], query);
  });
  const targets = found.filter((city) => !withPage.has(city.slug));
  if (targets.length === 0)
    return refused(409, `Every city found already has a ${service.name} page.`);

  const filled = [];
  for (const city of targets) {
    const page = cityPageSchema.safeParse(
      fillTemplate(template, { city: city.name, state: city.state, areas: city.nearbyAreas }),
    );
    if (!page.success) {
      const issue = page.error.issues[0]!;
      return refused(400, `The page of ${city.name} would not be valid: ${issue.message}.`, {
        [String(issue.path.join('.'))]: [`In ${city.name}: ${issue.message}`],
      });
    }
    filled.push({ city, data: page.data });
  }
  const created = await createTemplatePages(db, service, filled);
  return { ok: true, created, kept: found.length - created, service: service.name };
}
