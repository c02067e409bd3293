import 'server-only';

import { faqKey } from '@/lib/seo/json-ld';

import { jsonColumns, readJson } from '../db/json-columns';
import type { DB } from '../db/schema';

/**
 * The questions that more than one page shows (a city page's FAQ copied to ten cities, a home
 * page question repeated on the contact page), by `faqKey`. Such a question is no page's own, so
 * no page marks it up as an FAQ; each page still shows it.
 */
export async function listSharedFaqQuestions(db: DB): Promise<string[]> {
  const [cityPages, services, lists] = await Promise.all([
    db.selectFrom('city_pages').select(['id', 'faq_questions']).execute(),
    db.selectFrom('service_details').select(['service_slug', 'faq']).execute(),
    db.selectFrom('faqs').select(['page', 'question']).where('hidden', '=', 0).execute(),
  ]);
  const pages: string[][] = [
    ...cityPages.map((row) => readJson(jsonColumns.cityFaqQuestions, row.faq_questions, row.id)),
    ...services.map((row) =>
      readJson(jsonColumns.serviceFaq, row.faq, row.service_slug).map((f) => f.question),
    ),
    ...['home', 'contact'].map((page) =>
      lists.filter((row) => row.page === page).map((row) => row.question),
    ),
  ];
  const seen = new Map<string, number>();
  for (const questions of pages)
    for (const key of new Set(questions.map(faqKey))) seen.set(key, (seen.get(key) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([key]) => key);
}
