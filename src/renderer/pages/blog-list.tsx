import { FilterTabs } from '@/components/site/blog/filter-tabs';
import { Pagination } from '@/components/site/blog/pagination';
import { PostCard } from '@/components/site/blog/post-card';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { blogCategories, blogCopy } from '@/content/blog';
import { blogListCrumbs, blogListPath } from '@/lib/routing/list-params';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { loadBlogListPage } from '@/server/public-pages/blog-list-page';

import type { RenderedRoute } from './rendered-route';

type BlogListData = Extract<Awaited<ReturnType<typeof loadBlogListPage>>, { found: true }>;

/** /blog?category=&page=: one page of a category's posts, or the site's 404. */
export async function blogListRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const loaded = await loadBlogListPage(params.category!, params.page!);
  if (!loaded.found)
    return { status: 404, metadata: loaded.metadata, body: <MissingPage {...loaded} /> };
  return { status: 200, metadata: loaded.metadata, body: <BlogListPage loaded={loaded} /> };
}

function BlogListPage({ loaded }: { loaded: BlogListData }) {
  const { category, page, list, siteUrl } = loaded;
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
