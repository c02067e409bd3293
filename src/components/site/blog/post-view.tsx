import { ArrowLeft, Calendar, Clock, Tag } from '@/components/ui/icons';
import { ServerImage } from '@/components/ui/server-image';
import { AuthorCard } from '@/components/site/blog/author-card';
import { PostCard } from '@/components/site/blog/post-card';
import { ShareButtons } from '@/components/site/blog/share-buttons';
import { TableOfContents } from '@/components/site/blog/table-of-contents';
import { ViewCounter } from '@/components/site/blog/view-counter';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { formatLongDate } from '@/lib/dates';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/utils';
import type { PostViewData } from '@/server/public-pages/post-page';

export type PostViewProps = PostViewData & {
  /** The editor's preview: no view is counted. */
  preview?: boolean;
};

/** A blog post's page as visitors see it, shared by the post's address and the editor's preview. */
export function PostView({
  post,
  related,
  business,
  imageAlt,
  body,
  preview = false,
}: PostViewProps) {
  const { html, toc, readingMinutes } = body;
  const { siteUrl } = business;
  const path = `/blog/${post.slug}`;
  const crumbs = [
    { label: 'Blog', path: '/blog' },
    { label: post.title, path },
  ];
  const authorPath = post.authorDetails ? `/author/${post.authorDetails.slug}` : undefined;

  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <JsonLd
        data={[
          blogPostingJsonLd({
            siteUrl,
            path,
            headline: post.title,
            description: post.metaDescription || post.excerpt,
            image: post.featuredImage,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt,
            author: { name: post.author.name || business.name, path: authorPath },
            publisher: { name: business.name, logoPath: business.logoPath },
            keywords: post.tags,
          }),
          breadcrumbJsonLd(siteUrl, [{ label: 'Home', path: '/' }, ...crumbs]),
        ]}
      />
      {preview ? null : <ViewCounter slug={post.slug} />}
      <Breadcrumbs crumbs={crumbs} />
      <Link
        href="/blog"
        className="mt-6 inline-flex items-center gap-1 py-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to blog
      </Link>

      <header className="mx-auto mt-6 max-w-4xl">
        <ServerImage
          src={post.featuredImage}
          alt={imageAlt}
          width={1200}
          height={630}
          preload
          fetchPriority="high"
          sizes="(min-width: 1024px) 896px, 100vw"
          className="aspect-[40/21] w-full rounded-xl object-cover"
        />
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">{post.title}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <span>
            By{' '}
            {authorPath ? (
              <Link
                href={authorPath}
                className="font-medium text-foreground hover:text-primary hover:underline"
              >
                {post.author.name}
              </Link>
            ) : (
              <span className="font-medium text-foreground">{post.author.name}</span>
            )}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar className="h-4 w-4" aria-hidden />
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden />
            {readingMinutes} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <Tag className="h-4 w-4" aria-hidden />
            {post.category}
          </span>
        </div>
      </header>

      <div className="mx-auto mt-10 grid max-w-6xl gap-10 lg:grid-cols-[1fr_280px]">
        <div
          className="prose-content min-w-0"
          // Rendered by renderMarkdown: raw HTML dropped, output sanitised, safe URL schemes only.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents entries={toc} />
        </aside>
      </div>

      <div className="mx-auto mt-12 max-w-4xl space-y-8 render-near-viewport">
        <ShareButtons url={absoluteUrl(siteUrl, path)} title={post.title} />
        {post.authorDetails ? <AuthorCard author={post.authorDetails} /> : null}
      </div>

      {related.length > 0 ? (
        <section
          aria-labelledby="related-heading"
          className="mx-auto mt-16 max-w-6xl render-near-viewport"
        >
          <h2 id="related-heading" className="text-2xl font-bold">
            Related Articles
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
