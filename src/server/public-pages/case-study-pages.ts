import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { caseStudyNotFound } from '@/content/not-found';
import { generatedSocialImage } from '@/lib/seo/social-image';

import {
  loadCaseStudies,
  loadCaseStudy,
  type ShownCaseStudy,
} from '../case-studies/case-study-reads';
import { renderMarkdown } from '../markdown/render-markdown';
import type { CaseStudyDetail } from '../queries/case-studies';
import { imageAltFor } from './image-alts';
import { recordMissing } from './not-found-page';
import { loadBusiness, pageMetadata, siteUrl } from './site';

// /case-studies and /case-studies/{slug}: the agency's work for its clients, each with figures
// read from the client's stored history.

export const CASE_STUDIES_COPY = {
  heading: 'Case Studies',
  intro:
    'What our work did for our clients, in figures from their own monthly SEO audits and Google Search Console, each with its source and period.',
  empty: 'Our first case studies are being written. Until then, ask us for references.',
};

export async function loadCaseStudiesPage() {
  const studies = await loadCaseStudies();
  const metadata = await pageMetadata((_name, brand) => ({
    title: brand(CASE_STUDIES_COPY.heading),
    description: CASE_STUDIES_COPY.intro,
    path: '/case-studies',
    // Until the first is published the page has nothing to show a search engine.
    noindex: studies.length === 0,
  }));
  return { metadata, studies, siteUrl };
}

/** A case study as its page shows it: the article rendered, its picture described. */
export async function caseStudyView(study: ShownCaseStudy<CaseStudyDetail>) {
  const [business, imageAlt] = await Promise.all([
    loadBusiness(),
    imageAltFor(study.featuredImage, study.title),
  ]);
  return { study, business, imageAlt, body: renderMarkdown(study.content) };
}

export type CaseStudyViewData = Awaited<ReturnType<typeof caseStudyView>>;

/** A published case study's page, or its 404. */
export const loadCaseStudyPage = cache(async (slug: string) => {
  const study = await loadCaseStudy(slug);
  if (!study) return recordMissing(caseStudyNotFound);
  const metadata: Metadata = await pageMetadata((name, brand) => ({
    title: study.metaTitle || brand(study.title),
    description: study.metaDescription || study.excerpt,
    path: `/case-studies/${study.slug}`,
    type: 'article',
    ...(study.socialImage
      ? { image: study.socialImage, imageAlt: study.title }
      : generatedSocialImage('case-study', study.title, name, study.slug)),
    publishedTime: study.publishedAt,
    modifiedTime: study.updatedAt,
    authors: study.author.name ? [study.author.name] : undefined,
  }));
  return { found: true as const, metadata, view: await caseStudyView(study) };
});
