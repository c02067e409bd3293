import type { ColumnType, Generated } from 'kysely';

import type { Flag, Json, Timestamp } from './column-types';

// The site's content the admin edits: services, cities and their pages, testimonials, the
// leadership team, FAQs and the media library.

export interface ServiceDetailsTable {
  id: string;
  service_name: string;
  service_slug: string;
  service_description: string;
  hero_heading: string;
  hero_subheading: string;
  meta_title: string;
  meta_description: string;
  expertise_areas: Json;
  benefits: Json;
  process_steps: Json;
  faq: Json;
  /** The name city pages use, e.g. 'PPC' for 'PPC Management' (city_pages.service_type). */
  short_name: Generated<string>;
  position: Generated<number>;
  layout: Generated<ServiceLayout>;
  /** The 'Why Choose Us' reasons of the service's city pages: [{title, description}]. */
  city_reasons: ColumnType<unknown, string | undefined, string>;
  /** The service's price plans (lib/validation/price-plan.ts), amounts as numbers. */
  price_plans: ColumnType<unknown, string | undefined, string>;
  pricing_points: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** detailed: expertise areas with sub-topics; overview: intro, highlights and approach grid. */
export type ServiceLayout = 'detailed' | 'overview';

export interface CityPagesTable {
  id: string;
  city: string;
  city_slug: string;
  state: string;
  service_type: string;
  service_slug: string;
  meta_title: string;
  meta_description: string;
  h1_title: string;
  intro_paragraph: string;
  services_offered: Json;
  faq_questions: Json;
  faq_answers: Json;
  testimonials: Json;
  /** 1 for a page made from a template and not yet edited on its own: it stays thin. */
  from_template: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CitiesTable {
  id: string;
  slug: string;
  name: string;
  state: string;
  /** One sentence for the home page's city card. */
  description: string;
  image: string;
  latitude: number | null;
  longitude: number | null;
  /** 1 when the home page's city grid shows it. */
  featured: Flag;
  /** The order of the home page's featured cities; new cities go last. */
  position: number;
  /** Areas near the city, as the owner lists them (comma-separated): a page template's {areas}. */
  nearby_areas: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A slug a city, service or author used before a rename; its URLs answer 301 to the current slug. */
export interface SlugAliasesTable {
  kind: 'city' | 'service' | 'author';
  alias: string;
  target_id: string;
  created_at: Timestamp;
}

export interface TestimonialsTable {
  id: string;
  quote: string;
  author: string;
  role: string;
  company: string;
  rating: number;
  position: number;
  /** 1 when kept but not shown. */
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  role: string;
  bio: string;
  image: string;
  position: number;
  /** 1 when kept but not shown. */
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FaqsTable {
  id: string;
  /** Which page shows it: 'home' or 'contact'. */
  page: FaqPage;
  question: string;
  answer: string;
  position: number;
  /** 1 when kept but not shown. */
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type FaqPage = 'home' | 'contact';

export interface MediaTable {
  /** The file's name in the upload storage: '{uuid}.webp', served at /uploads/{name}. */
  name: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** What the file was called on the computer it came from. */
  original_name: ColumnType<string, string | undefined, string>;
  alt: ColumnType<string, string | undefined, string>;
  uploaded_by: string | null;
  created_at: Timestamp;
}
