import 'server-only';

import { missingFigureMonth } from '@/lib/case-studies/figures';
import type { BlogPostData } from '@/lib/validation/blog-post';

import { figureHistory } from '../../case-studies/figure-history';
import type { DB } from '../../db/schema';
import { listCitySlugs } from '../../queries/cities';
import { clientById } from '../../queries/clients';
import { listServiceCatalogue } from '../../queries/services';
import { json } from '../admin-gate';

const fieldError = (field: string, message: string) =>
  json(400, { error: message, fieldErrors: { [field]: [message] } });

/**
 * What the schema cannot know of a case study: that its client, services and city exist, and that
 * the client's history holds each figure's months. A 400 naming the field, or null when it can be
 * saved.
 */
export async function caseStudyProblem(db: DB, post: BlogPostData): Promise<Response | null> {
  if (post.kind !== 'case-study') return null;
  if (!(await clientById(db, post.case_client_id)))
    return fieldError('case_client_id', 'Choose the client it is about from the list');
  const [services, cities] = await Promise.all([listServiceCatalogue(db), listCitySlugs(db)]);
  const known = new Set(services.map((service) => service.slug));
  if (post.case_services.some((slug) => !known.has(slug)))
    return fieldError('case_services', 'Choose its services from the list');
  if (post.case_city && !cities.includes(post.case_city))
    return fieldError('case_city', 'Choose its city from the list');
  const history = await figureHistory(db, post.case_client_id);
  for (const [index, figure] of post.case_figures.entries()) {
    const missing = missingFigureMonth(history, figure);
    if (missing) return fieldError('case_figures', `Figure ${index + 1}: ${missing}`);
  }
  return null;
}
