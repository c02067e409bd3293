import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CaseStudyCard } from '@/components/site/case-studies/case-study-card';
import { CaseStudyView } from '@/components/site/case-studies/case-study-view';
import { JsonLd } from '@/components/site/json-ld';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import {
  CASE_STUDIES_COPY,
  loadCaseStudiesPage,
  loadCaseStudyPage,
} from '@/server/public-pages/case-study-pages';

import type { RenderedRoute } from './rendered-route';

/** /case-studies: every published case study, newest first. */
export async function caseStudiesRoute(): Promise<RenderedRoute> {
  const { metadata, studies, siteUrl } = await loadCaseStudiesPage();
  const crumbs = [{ label: 'Case Studies', path: '/case-studies' }];
  return {
    status: 200,
    metadata,
    body: (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <JsonLd data={breadcrumbJsonLd(siteUrl, [{ label: 'Home', path: '/' }, ...crumbs])} />
        <Breadcrumbs crumbs={crumbs} />
        <header className="mx-auto mt-8 max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {CASE_STUDIES_COPY.heading}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{CASE_STUDIES_COPY.intro}</p>
        </header>
        {studies.length === 0 ? (
          <p className="mx-auto mt-16 max-w-md rounded-lg border border-border bg-card p-10 text-center text-muted-foreground">
            {CASE_STUDIES_COPY.empty}
          </p>
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {studies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
  };
}

/** /case-studies/{slug}: a published case study, or what is missing (404). */
export async function caseStudyRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const page = await loadCaseStudyPage(params.slug!);
  if (!page.found) return { status: 404, metadata: page.metadata, body: <MissingPage {...page} /> };
  return { status: 200, metadata: page.metadata, body: <CaseStudyView {...page.view} /> };
}
