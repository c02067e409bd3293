import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { blogPostNotFound } from '@/content/not-found';
import { generatedSocialImage } from '@/lib/seo/social-image';

import { loadPost, loadRelatedPosts } from '../blog';
import { renderMarkdown } from '../markdown/render-markdown';
import type { PostDetail, PostSummary } from '../queries/blog-posts';
import { imageAltFor } from './image-alts';
import { recordMissing } from './not-found-page';
import { loadBusiness, pageMetadata } from './site';

/** A post as its page shows it: the article rendered, its picture described, related posts. */
export async function postView(post: PostDetail, related: PostSummary[]) {
  const [business, imageAlt] = await Promise.all([
    loadBusiness(),
    imageAltFor(post.featuredImage, post.title),
  ]);
  return { post, related, business, imageAlt, body: renderMarkdown(post.content) };
}

export type PostViewData = Awaited<ReturnType<typeof postView>>;

/** A published post's page, or its 404. */
export const loadPostPage = cache(async (slug: string) => {
  const post = await loadPost(slug);
  if (!post) return recordMissing(blogPostNotFound);
  const metadata: Metadata = await pageMetadata((name, brand) => ({
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
    found: true as const,
    metadata: {
      ...metadata,
      alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/feed.xml' } },
    },
    view: await postView(post, await loadRelatedPosts(post.id, post.tags)),
  };
});
