import type { Metadata } from 'next';

import { FilterTabs } from '@/components/site/blog/filter-tabs';
import { Pagination } from '@/components/site/blog/pagination';
import { PostCard } from '@/components/site/blog/post-card';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { blogCategories, blogCopy, findBlogCategory } from '@/content/blog';
import { blogListCrumbs, blogListPath } from '@/lib/routing/list-params';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { loadPostList } from '@/server/blog';
import { pageMetadata, siteUrl } from '@/server/site';
import { loadPageMeta } from '@/server/catalog';
import { pageMetaOf } from '@/lib/validation/page-meta';
import { PageNotFound } from '@/components/site/not-found/page-not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { answerNotFound } from '@/server/pipeline/response-status';

// Served for /blog?category=&page= through the rewrite in src/server/pipeline/rewrites.ts.

type Props = PageProps<'/blog/list-view/[category]/[page]'>;

async function resolve(params: Props['params']) {
  const { category: slug, page: rawPage } = await params;
  const category = findBlogCategory(slug);
  const page = Number(rawPage);
  if (!category || !Number.isInteger(page) || page < 1) return null;
  const list = await loadPostList(category.slug === 'all' ? null : category.slug, page);
  if (page > list.pageCount) return null;
  return { category, page, list };
}

export async function generateStaticParams() {
  const params = [];
  for (const category of blogCategories) {
    const { pageCount } = await loadPostList(category.slug === 'all' ? null : category.slug, 1);
    for (let page = 1; page <= pageCount; page++)
      params.push({ category: category.slug, page: String(page) });
  }
  return params;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolve(params);
  if (!resolved) return notFoundMetadata();
  const { category, page } = resolved;
  const qualifier = [
    category.slug === 'all' ? null : `${category.name} articles`,
    page > 1 ? `Page ${page}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const blog = pageMetaOf(await loadPageMeta(), 'blog');
  const metadata = await pageMetadata((name, brand) => ({
    title: brand(qualifier ? `Blog: ${qualifier}` : blog.title),
    // Each category and page has its own description, not a copy of the blog's.
    description: qualifier
      ? `${qualifier} from the ${name} blog: guides on SEO, Google Ads, content and analytics for Indian businesses.`
      : blog.description,
    path: blogListPath(category.slug, page),
    // A category's first page is a topic hub (in the sitemap); later pages are a moving window
    // of older posts, each of which is in the sitemap itself.
    noindex: page > 1 ? 'follow-links' : false,
  }));
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/feed.xml' } },
  };
}

export default async function BlogListPage({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) {
    answerNotFound();
    return <PageNotFound />;
  }
  const { category, page, list } = resolved;
  const crumbs = blogListCrumbs(category);
  const showFeatured = list.featured && page === 1;
  const empty = list.posts.length === 0 && !showFeatured;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="mx-auto mt-8 max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{blogCopy.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{blogCopy.intro}</p>
      </header>
      <div className="mt-10 flex justify-center">
        <FilterTabs
          label="Categories"
          active={category.slug}
          tabs={blogCategories.map((c) => ({
            key: c.slug,
            label: c.name,
            href: blogListPath(c.slug, 1),
          }))}
        />
      </div>

      {empty ? (
        <div className="mx-auto mt-16 max-w-md rounded-lg border border-border bg-card p-10 text-center">
          <h2 className="text-xl font-semibold">{blogCopy.emptyTitle}</h2>
          <p className="mt-2 text-muted-foreground">{blogCopy.emptyText}</p>
        </div>
      ) : null}

      {showFeatured ? (
        <section aria-labelledby="featured-heading" className="mt-12">
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured Post
          </h2>
          <div className="mt-6">
            <PostCard post={list.featured!} featured priority />
          </div>
        </section>
      ) : null}

      {list.posts.length > 0 ? (
        <section aria-labelledby="recent-heading" className="mt-14 render-near-viewport">
          <h2 id="recent-heading" className="text-2xl font-bold">
            Recent Articles
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} priority={!showFeatured && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Pagination
        page={page}
        pageCount={list.pageCount}
        hrefFor={(n) => blogListPath(category.slug, n)}
      />
    </div>
  );
}
