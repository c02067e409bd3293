import 'server-only';

import { cacheTag } from 'next/cache';

import { shownFigure, type ShownFigure } from '@/lib/case-studies/figures';
import { cacheTags } from '@/lib/cache-tags';

import { blogLifetime } from '../blog';
import { getDb } from '../db/client';
import type { DB } from '../db/schema';
import {
  caseStudyDetail,
  listPublicCaseStudies,
  type CaseStudyDetail,
  type CaseStudySummary,
} from '../queries/case-studies';
import { figureHistories } from './figure-history';

// The public case studies, cached as the blog is (a scheduled one comes out on its own) and
// expired by an edit of a case study, or of its client's name, consent or search figures. Each
// figure is read from the client's history as the page is drawn; one whose month is gone is left
// out rather than shown without its source.

export type ShownCaseStudy<T extends CaseStudySummary = CaseStudySummary> = T & {
  shown: ShownFigure[];
};

async function withFigures<T extends CaseStudySummary>(
  db: DB,
  studies: T[],
): Promise<ShownCaseStudy<T>[]> {
  const histories = await figureHistories(db, [...new Set(studies.map((s) => s.clientId))]);
  return studies.map((study) => ({
    ...study,
    shown: study.figures
      .map((figure) => shownFigure(histories.get(study.clientId)!, figure))
      .filter((figure) => figure !== null),
  }));
}

/** The public case studies, newest first: all, or a service's (in a city). */
export async function loadCaseStudies(filter: { service?: string; city?: string } = {}) {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  cacheTag(cacheTags.caseStudies);
  const db = getDb();
  return withFigures(db, await listPublicCaseStudies(db, now, filter));
}

export async function loadCaseStudy(slug: string) {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  cacheTag(cacheTags.caseStudies);
  const db = getDb();
  return caseStudyWithFigures(db, await caseStudyDetail(db, { slug, now }));
}

/** Any case study by its post's id, whatever its status: the editor's preview. */
export async function previewCaseStudy(db: DB, id: string) {
  return caseStudyWithFigures(db, await caseStudyDetail(db, { id, now: null }));
}

async function caseStudyWithFigures(db: DB, study: CaseStudyDetail | null) {
  return study ? (await withFigures(db, [study]))[0]! : null;
}
