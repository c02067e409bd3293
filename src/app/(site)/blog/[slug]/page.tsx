import { PostView } from '@/components/site/blog/post-view';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { answerNotFound } from '@/server/pipeline/response-status';
import { listPostPageParams, loadPostPage } from '@/server/public-pages/post-page';

type Props = PageProps<'/blog/[slug]'>;

export function generateStaticParams() {
  return listPostPageParams();
}

export async function generateMetadata({ params }: Props) {
  return (await loadPostPage((await params).slug)).metadata;
}

export default async function BlogPostPage({ params }: Props) {
  const page = await loadPostPage((await params).slug);
  if (!page.found) {
    answerNotFound();
    return <MissingPage {...page} />;
  }
  return <PostView {...page.view} />;
}
