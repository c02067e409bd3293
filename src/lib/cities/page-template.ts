import type { CityPageData } from '../validation/city-page';

// The pages of many cities made at once from one template of a service's page: the owner writes
// the text once with placeholders, and each city's page names its city, state and nearby areas.
// A page so made is thin (noindex) until edited on its own: 500 pages that differ only in a
// city's name are what search engines call doorway pages.

export const PLACEHOLDERS = ['{city}', '{state}', '{areas}'] as const;

/** The fields a template must name the city in, so no two pages read the same. */
const MUST_NAME_CITY = ['h1_title', 'meta_title', 'intro_paragraph'] as const;
const LABELS: Record<(typeof MUST_NAME_CITY)[number], string> = {
  h1_title: 'heading',
  meta_title: 'meta title',
  intro_paragraph: 'introduction',
};

export type TemplateText = Omit<CityPageData, 'testimonials'>;
export type TemplatePlace = { city: string; state: string; areas: string };

const texts = (template: TemplateText): Array<[string, string]> => [
  ['h1_title', template.h1_title],
  ['meta_title', template.meta_title],
  ['meta_description', template.meta_description],
  ['intro_paragraph', template.intro_paragraph],
  ...template.services_offered.flatMap((item, i): Array<[string, string]> => [
    [`services_offered.${i}.title`, item.title],
    [`services_offered.${i}.description`, item.description],
  ]),
  ...template.faq.flatMap((item, i): Array<[string, string]> => [
    [`faq.${i}.question`, item.question],
    [`faq.${i}.answer`, item.answer],
  ]),
];

/** What is wrong with a template, by field: a field that must name the city, a made-up placeholder. */
export function templateProblems(template: TemplateText): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of MUST_NAME_CITY) {
    if (!template[field].includes('{city}'))
      problems[field] = `Name the city in the ${LABELS[field]} with {city}`;
  }
  for (const [field, text] of texts(template)) {
    const unknown = text
      .match(/\{[^{}\s]*\}/g)
      ?.find((p) => !(PLACEHOLDERS as readonly string[]).includes(p));
    if (unknown && !problems[field])
      problems[field] = `${unknown} is not a placeholder: use {city}, {state} or {areas}`;
  }
  return problems;
}

/** The nearby areas as a page reads them: 'Baner, Kothrud and Hinjewadi'; else the city itself. */
export function areasText(areas: string, city: string): string {
  const list = areas
    .split(',')
    .map((area) => area.trim())
    .filter(Boolean);
  if (list.length === 0) return city;
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/** One city's page: every placeholder of the template replaced. */
export function fillTemplate(template: TemplateText, place: TemplatePlace): CityPageData {
  const fill = (text: string) =>
    text
      .replaceAll('{city}', place.city)
      .replaceAll('{state}', place.state)
      .replaceAll('{areas}', areasText(place.areas, place.city));
  return {
    h1_title: fill(template.h1_title),
    meta_title: fill(template.meta_title),
    meta_description: fill(template.meta_description),
    intro_paragraph: fill(template.intro_paragraph),
    services_offered: template.services_offered.map((item) => ({
      title: fill(item.title),
      description: fill(item.description),
    })),
    faq: template.faq.map((item) => ({ question: fill(item.question), answer: fill(item.answer) })),
    testimonials: [],
  };
}
