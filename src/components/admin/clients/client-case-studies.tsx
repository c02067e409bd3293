import Link from 'next/link';

import { formatLongDate } from '@/lib/dates';
import type { ClientCaseStudy } from '@/server/queries/case-studies';

import { StatusBadge } from '../status-badge';

const badgeColour = { published: 'closed', scheduled: 'new', draft: 'other' } as const;

/**
 * The case studies about a client, on its screen: whether each is out, and whether it names the
 * client (its consent, in the form above) or describes it.
 */
export function ClientCaseStudies({
  studies,
  named,
  canWrite,
}: {
  studies: ClientCaseStudy[];
  /** Whether the client has agreed to be named. */
  named: boolean;
  /** The signed-in role writes case studies (the content area). */
  canWrite: boolean;
}) {
  const write = canWrite ? (
    <Link href="/admin/case-studies" className="text-primary underline">
      {studies.length ? 'Open the case studies' : 'Write one'}
    </Link>
  ) : null;
  if (studies.length === 0)
    return <p className="mt-2 text-sm text-muted-foreground">None yet. {write}</p>;
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">
        {named
          ? 'They name the client: its consent is recorded above.'
          : 'They describe the client without its name: no consent is recorded above.'}{' '}
        {write}
      </p>
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
        {studies.map((study) => (
          <li key={study.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
            <span className="font-medium">{study.title}</span>
            <StatusBadge status={badgeColour[study.status]} label={study.status} />
            {study.status === 'published' ? (
              <a href={`/case-studies/${study.slug}`} className="text-sm text-primary underline">
                View it
              </a>
            ) : study.status === 'scheduled' && study.publishedAt ? (
              <span className="text-sm text-muted-foreground">
                out on {formatLongDate(study.publishedAt)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
