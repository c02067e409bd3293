/** The six services the site shipped with; the database holds the list from then on. */
export type ServiceSlug =
  'seo' | 'ppc' | 'content-strategy' | 'site-speed' | 'local-seo' | 'ecommerce-seo';

export type SubTopic = { name: string; description: string };
export type ExpertiseArea = { name: string; description: string; sub_topics: SubTopic[] };
export type Benefit = { name: string; description: string };
export type ProcessStep = { step_number: number; title: string; description: string };
export type Faq = { question: string; answer: string };

/** The copy of one service's page, before its place in the catalogue is added (services.ts). */
export type ServicePageSeed = {
  service_slug: ServiceSlug;
  service_name: string;
  service_description: string;
  hero_heading: string;
  hero_subheading: string;
  meta_title: string;
  meta_description: string;
  expertise_areas: ExpertiseArea[];
  benefits: Benefit[];
  process_steps: ProcessStep[];
  faq: Faq[];
};

/** Numbers the steps in order, so the seed cannot skip or repeat a number. */
export function steps(list: Array<[title: string, description: string]>): ProcessStep[] {
  return list.map(([title, description], i) => ({ step_number: i + 1, title, description }));
}

export function topics(list: Array<[name: string, description: string]>): SubTopic[] {
  return list.map(([name, description]) => ({ name, description }));
}
