import type { Metadata } from 'next';
import { connection } from 'next/server';

import { NoAccess } from '@/components/admin/no-access';
import { PostView } from '@/components/site/blog/post-view';
import { CaseStudyView } from '@/components/site/case-studies/case-study-view';
import { Link } from '@/components/site/intent-link';
import { formatLongDateTime } from '@/lib/dates';
import { loadPostPreview } from '@/server/admin/blog/load-post-preview';

// The editor's preview: a post as visitors will see it, a draft or a scheduled one too, for the
// team with the content area only (the admin layout asks anyone else to sign in); read on every
// request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = {
  title: 'Post Preview',
  robots: { index: false, follow: false },
};

export default async function PostPreviewPage({ params }: PageProps<'/admin/blog/preview/[id]'>) {
  await connection();
  const preview = await loadPostPreview((await params).id);
  if (preview === null) return <NoAccess />;
  if (preview === 'missing')
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight">This post does not exist</h1>
        <p className="mt-4">
          <Link href="/admin/blog" className="font-medium text-primary underline">
            Open the blog admin
          </Link>
        </p>
      </div>
    );
  const { visibility, publishedAt, view } = preview;
  const when =
    visibility === 'draft'
      ? 'This is a draft: visitors cannot see it.'
      : visibility === 'scheduled' && publishedAt
        ? `Scheduled for ${formatLongDateTime(publishedAt)}: visitors cannot see it yet.`
        : 'This post is published.';
  return (
    <>
      <p
        role="status"
        className="sticky top-0 z-40 border-b border-amber-500 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
      >
        Preview of the last saved version. {when}
      </p>
      {view.kind === 'case-study' ? <CaseStudyView {...view} /> : <PostView {...view} preview />}
    </>
  );
}
