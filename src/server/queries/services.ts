import 'server-only';

import type { DB } from '../db/client';
import { parseJson, toIso } from '../db/values';

export type SubTopic = { name: string; description: string };
export type ExpertiseArea = { name: string; description: string; subTopics: SubTopic[] };
export type Benefit = { name: string; description: string };
export type ProcessStep = { stepNumber: number; title: string; description: string };
export type FaqItem = { question: string; answer: string };

export type ServiceSummary = {
  slug: string;
  name: string;
  description: string;
  /** The first expertise areas, shown as the card's feature bullets. */
  features: string[];
  updatedAt: string;
};

export type ServiceDetail = ServiceSummary & {
  heroHeading: string;
  heroSubheading: string;
  metaTitle: string;
  metaDescription: string;
  expertiseAreas: ExpertiseArea[];
  benefits: Benefit[];
  processSteps: ProcessStep[];
  faq: FaqItem[];
};

type RawExpertise = { name?: unknown; description?: unknown; sub_topics?: unknown };
type RawStep = { step_number?: unknown; title?: unknown; description?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toExpertise(raw: unknown): ExpertiseArea[] {
  return parseJson<RawExpertise[]>(raw, []).map((area) => ({
    name: text(area.name),
    description: text(area.description),
    subTopics: (Array.isArray(area.sub_topics) ? (area.sub_topics as SubTopic[]) : []).map((t) => ({
      name: text(t.name),
      description: text(t.description),
    })),
  }));
}

export async function listServices(db: DB): Promise<ServiceSummary[]> {
  const rows = await db
    .selectFrom('service_details')
    .select([
      'service_slug',
      'service_name',
      'service_description',
      'expertise_areas',
      'updated_at',
    ])
    .orderBy('service_name')
    .execute();
  return rows.map((row) => ({
    slug: row.service_slug,
    name: row.service_name,
    description: row.service_description,
    features: toExpertise(row.expertise_areas)
      .slice(0, 4)
      .map((area) => area.name),
    updatedAt: toIso(row.updated_at),
  }));
}

export async function getServiceBySlug(db: DB, slug: string): Promise<ServiceDetail | null> {
  const row = await db
    .selectFrom('service_details')
    .selectAll()
    .where('service_slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const expertiseAreas = toExpertise(row.expertise_areas);
  return {
    slug: row.service_slug,
    name: row.service_name,
    description: row.service_description,
    features: expertiseAreas.slice(0, 4).map((area) => area.name),
    updatedAt: toIso(row.updated_at),
    heroHeading: row.hero_heading,
    heroSubheading: row.hero_subheading,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    expertiseAreas,
    benefits: parseJson<Benefit[]>(row.benefits, []).map((b) => ({
      name: text(b.name),
      description: text(b.description),
    })),
    processSteps: parseJson<RawStep[]>(row.process_steps, [])
      .map((s, i) => ({
        stepNumber: typeof s.step_number === 'number' ? s.step_number : i + 1,
        title: text(s.title),
        description: text(s.description),
      }))
      .sort((a, b) => a.stepNumber - b.stepNumber),
    faq: parseJson<FaqItem[]>(row.faq, []).map((f) => ({
      question: text(f.question),
      answer: text(f.answer),
    })),
  };
}
