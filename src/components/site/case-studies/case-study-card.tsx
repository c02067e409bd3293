import { Link } from '@/components/site/intent-link';
import { ServerImage } from '@/components/ui/server-image';
import type { ShownCaseStudy } from '@/server/case-studies/case-study-reads';

import { CaseStudyFigures } from './case-study-figures';

/** A case study in a list: its picture, whom it is about, its title and its headline figure. */
export function CaseStudyCard({
  study,
  headingLevel = 'h3',
}: {
  study: ShownCaseStudy;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card">
      <ServerImage
        src={study.featuredImage}
        alt=""
        width={1200}
        height={630}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          {study.subject}
        </p>
        <Heading className="mt-2 text-lg font-semibold">
          <Link href={`/case-studies/${study.slug}`} className="hover:text-primary hover:underline">
            {study.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm text-muted-foreground">{study.excerpt}</p>
        <CaseStudyFigures figures={study.shown} compact />
      </div>
    </article>
  );
}

/** The case studies of a service (in a city), on its page; nothing when there are none. */
export function CaseStudiesSection({ studies }: { studies: ShownCaseStudy[] }) {
  if (studies.length === 0) return null;
  return (
    <section
      aria-labelledby="case-studies-heading"
      className="mx-auto max-w-7xl px-4 py-12 render-near-viewport sm:px-6 lg:px-8"
    >
      <h2 id="case-studies-heading" className="text-2xl font-bold">
        Case Studies
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {studies.slice(0, 3).map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </section>
  );
}
