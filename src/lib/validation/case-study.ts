import './zod-config';

import { z } from 'zod';

import { monthName } from '../clients/month-name';

// A case study's own fields, kept with its post (a post of the kind 'case-study'): the client it
// is about, how it is described while the client has not agreed to be named, its services and
// city, and its figures. A figure is chosen, never typed: a measure and two months of the client's
// stored history, read again whenever the page is drawn.

export const CASE_STUDY_METRICS = ['score', 'clicks', 'impressions', 'position'] as const;
export type CaseStudyMetric = (typeof CASE_STUDY_METRICS)[number];

export const MAX_CASE_STUDY_FIGURES = 4;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const caseStudyFigureSchema = z.object({
  metric: z.enum(CASE_STUDY_METRICS, { message: 'Choose what the figure measures' }),
  before: z.string().regex(MONTH, 'Choose the month before'),
  after: z.string().regex(MONTH, 'Choose the month after'),
});

export type CaseStudyFigure = z.infer<typeof caseStudyFigureSchema>;

export const caseStudyFieldsSchema = z.object({
  kind: z.enum(['post', 'case-study']).default('post'),
  case_client_id: z.string().max(64).default(''),
  case_description: z.string().trim().max(120, 'Please keep it under 120 characters').default(''),
  case_services: z.array(z.string().max(100)).max(20, 'Choose at most 20 services').default([]),
  case_city: z.string().max(100).default(''),
  case_figures: z
    .array(caseStudyFigureSchema)
    .max(MAX_CASE_STUDY_FIGURES, `Keep to ${MAX_CASE_STUDY_FIGURES} figures`)
    .default([]),
});

type CaseStudyFields = z.output<typeof caseStudyFieldsSchema>;

/** What a case study must have; a post of the kind 'post' ignores these fields. */
export function checkCaseStudy(fields: CaseStudyFields, ctx: z.RefinementCtx): void {
  if (fields.kind !== 'case-study') return;
  const problem = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (!fields.case_client_id) problem(['case_client_id'], 'Choose the client it is about');
  if (fields.case_description.length < 3)
    problem(
      ['case_description'],
      'Describe the client for readers while it has not agreed to be named, such as “a jeweller in Jaipur”',
    );
  if (fields.case_services.length === 0) problem(['case_services'], 'Choose at least one service');
  if (fields.case_figures.length === 0)
    problem(['case_figures'], 'Add at least one figure from the client’s history');
  fields.case_figures.forEach((figure, index) => {
    if (figure.before >= figure.after)
      problem(
        ['case_figures', index, 'after'],
        `The month after must come later than ${monthName(figure.before)}`,
      );
  });
}

export const emptyCaseStudyFields = {
  kind: 'post' as const,
  case_client_id: '',
  case_description: '',
  case_services: [] as string[],
  case_city: '',
  case_figures: [] as CaseStudyFigure[],
};
