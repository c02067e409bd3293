import type { Metadata } from 'next';

import { PostView } from '@/components/site/blog/post-view';
import { loadPost, loadPostLinks, loadRelatedPosts } from '@/server/blog';
import { loadBusiness, pageMetadata } from '@/server/site';
import { blogPostNotFound, RecordNotFound } from '@/components/site/not-found/record-not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { generatedSocialImage } from '@/lib/seo/social-image';
import { answerNotFound } from '@/server/pipeline/response-status';

type Props = PageProps<'/blog/[slug]'>;

export async function generateStaticParams() {
  const posts = await loadPostLinks();
  // At least one entry is required; a slug with no post renders the not-found page.
  return posts.length ? posts.map((p) => ({ slug: p.slug })) : [{ slug: 'none' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) return notFoundMetadata(blogPostNotFound.title);
  const metadata = await pageMetadata((name, brand) => ({
    title: post.metaTitle || brand(post.title),
    description: post.metaDescription || post.excerpt,
    path: `/blog/${post.slug}`,
    type: 'article',
    ...(post.socialImage
      ? { image: post.socialImage, imageAlt: post.title }
      : generatedSocialImage('post', post.title, name, post.slug)),
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: post.author.name ? [post.author.name] : undefined,
  }));
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/feed.xml' } },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) {
    answerNotFound();
    return <RecordNotFound {...blogPostNotFound} />;
  }
  const [related, business] = await Promise.all([
    loadRelatedPosts(post.id, post.tags),
    loadBusiness(),
  ]);
  return <PostView post={post} related={related} business={business} />;
}
