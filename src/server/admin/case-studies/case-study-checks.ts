import 'server-only';

import { missingFigureMonth } from '@/lib/case-studies/figures';
import type { BlogPostData } from '@/lib/validation/blog-post';

import { figureHistory } from '../../case-studies/figure-history';
import type { DB } from '../../db/schema';
import { clientExists } from '../../queries/case-studies';
import { json } from '../admin-gate';

/**
 * What the schema cannot know of a case study: that its client exists and that the client's
 * history holds each figure's months. A 400 naming the field, or null when it can be saved.
 */
export async function caseStudyProblem(db: DB, post: BlogPostData): Promise<Response | null> {
  if (post.kind !== 'case-study') return null;
  if (!(await clientExists(db, post.case_client_id)))
    return json(400, {
      error: 'Choose the client it is about from the list',
      fieldErrors: { case_client_id: ['Choose the client it is about from the list'] },
    });
  const history = await figureHistory(db, post.case_client_id);
  for (const [index, figure] of post.case_figures.entries()) {
    const missing = missingFigureMonth(history, figure);
    if (missing)
      return json(400, {
        error: `Figure ${index + 1}: ${missing}`,
        fieldErrors: { case_figures: [`Figure ${index + 1}: ${missing}`] },
      });
  }
  return null;
}
