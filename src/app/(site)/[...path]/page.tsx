import type { Metadata } from 'next';

import { PageNotFound } from '@/components/site/not-found/page-not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { loadNotFoundPage } from '@/server/public-pages/not-found-page';
import { answerNotFound } from '@/server/pipeline/response-status';

// The 404 for every URL no other route matches. A catch-all page in the site layout rather than
// app/not-found.tsx: the root layout loads its not-found page's script on every page of the site.

// At least one path must be built ahead. The request pipeline answers any upper-case path with a 301 to its
// lower-case form, so this one is never served; every other path renders on request.
export function generateStaticParams() {
  return [{ path: ['Not-Found'] }];
}

export const metadata: Metadata = notFoundMetadata();

export default async function UnmatchedPath({ params }: PageProps<'/[...path]'>) {
  await params;
  answerNotFound();
  return <PageNotFound {...await loadNotFoundPage()} />;
}
