import { ArrowLeft, Calendar } from '@/components/ui/icons';
import { ServerImage } from '@/components/ui/server-image';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { formatLongDate } from '@/lib/dates';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import type { CaseStudyViewData } from '@/server/public-pages/case-study-pages';

import { CaseStudyFigures } from './case-study-figures';

/** A case study's page, shared by its address and the editor's preview. */
export function CaseStudyView({ study, business, imageAlt, body }: CaseStudyViewData) {
  const { siteUrl } = business;
  const path = `/case-studies/${study.slug}`;
  const crumbs = [
    { label: 'Case Studies', path: '/case-studies' },
    { label: study.title, path },
  ];
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <JsonLd
        data={[
          blogPostingJsonLd({
            type: 'Article',
            siteUrl,
            path,
            headline: study.title,
            description: study.metaDescription || study.excerpt,
            image: study.featuredImage,
            datePublished: study.publishedAt,
            dateModified: study.updatedAt,
            author: {
              name: study.author.name || business.name,
              path: study.author.slug ? `/author/${study.author.slug}` : undefined,
            },
            publisher: { name: business.name, logoPath: business.logoPath },
          }),
          breadcrumbJsonLd(siteUrl, [{ label: 'Home', path: '/' }, ...crumbs]),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <Link
        href="/case-studies"
        className="mt-6 inline-flex items-center gap-1 py-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All case studies
      </Link>
      <header className="mx-auto mt-6 max-w-4xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {study.subject}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{study.title}</h1>
        <p className="mt-4 inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Calendar className="h-4 w-4" aria-hidden />
          <time dateTime={study.publishedAt}>{formatLongDate(study.publishedAt)}</time>
        </p>
      </header>
      <section aria-labelledby="results-heading" className="mx-auto mt-8 max-w-4xl">
        <h2 id="results-heading" className="text-xl font-bold">
          Results
        </h2>
        <div className="mt-4">
          <CaseStudyFigures figures={study.shown} />
        </div>
      </section>
      <div className="mx-auto mt-10 max-w-4xl">
        <ServerImage
          src={study.featuredImage}
          alt={imageAlt}
          width={1200}
          height={630}
          sizes="(min-width: 1024px) 896px, 100vw"
          className="aspect-[40/21] w-full rounded-xl object-cover"
        />
        <div
          className="prose-content mt-10 min-w-0"
          // Rendered by renderMarkdown: raw HTML dropped, output sanitised, safe URL schemes only.
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
      </div>
    </article>
  );
}
