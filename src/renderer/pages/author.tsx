import { ServerImage } from '@/components/ui/server-image';
import { FilterTabs } from '@/components/site/blog/filter-tabs';
import { Pagination } from '@/components/site/blog/pagination';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { socialIcons, socialLabels } from '@/components/ui/social-icons';
import { formatShortDate } from '@/lib/dates';
import { authorListPath } from '@/lib/routing/list-params';
import { profilePageJsonLd } from '@/lib/seo/json-ld';
import { tagSlug } from '@/lib/slug';
import { loadAuthorPage } from '@/server/public-pages/author-page';

import type { RenderedRoute } from './rendered-route';

type AuthorData = Extract<Awaited<ReturnType<typeof loadAuthorPage>>, { found: true }>;

/** /author/{slug}?tag=&page=: an author's profile and one page of their posts, or a 404. */
export async function authorRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const loaded = await loadAuthorPage(params.slug!, params.tag!, params.page!);
  if (!loaded.found)
    return { status: 404, metadata: loaded.metadata, body: <MissingPage {...loaded} /> };
  return { status: 200, metadata: loaded.metadata, body: <AuthorPage loaded={loaded} /> };
}

function AuthorPage({ loaded }: { loaded: AuthorData }) {
  const { author, tag, tabSlug, page, list, tags, siteUrl, socialLinks: links } = loaded;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <JsonLd
        data={profilePageJsonLd({
          siteUrl,
          path: `/author/${author.slug}`,
          name: author.name,
          description: author.shortBio,
          image: author.profileImage,
          sameAs: links.map((n) => author.socialLinks[n]!),
        })}
      />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Author Profile</h1>
      <div className="mt-10 grid gap-10 lg:grid-cols-[320px_1fr]">
        <section
          aria-label={author.name}
          className="rounded-lg border border-border bg-card p-6 lg:self-start"
        >
          <ServerImage
            src={author.profileImage}
            alt={loaded.imageAlt}
            width={160}
            height={160}
            preload
            fetchPriority="high"
            className="h-40 w-40 rounded-full"
          />
          <h2 className="mt-6 text-2xl font-bold">{author.name}</h2>
          {links.length > 0 ? (
            <ul className="mt-3 flex gap-2">
              {links.map((network) => {
                const Icon = socialIcons[network];
                return (
                  <li key={network}>
                    <a
                      href={author.socialLinks[network]}
                      target="_blank"
                      rel="noopener noreferrer me"
                      aria-label={`${author.name} on ${socialLabels[network]}`}
                      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-border hover:bg-muted"
                    >
                      <Icon className="h-4 w-4" aria-hidden />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <p className="mt-4 text-muted-foreground">{author.fullBio}</p>
        </section>

        <section aria-labelledby="articles-heading" className="render-near-viewport">
          <h2 id="articles-heading" className="text-2xl font-bold">
            Articles by {author.name}
          </h2>
          {tags.length > 0 ? (
            <div className="mt-6">
              <FilterTabs
                label="Topics"
                active={tabSlug}
                tabs={[
                  { key: 'all', label: 'All', href: authorListPath(author.slug, 'all', 1) },
                  ...tags.map((t) => ({
                    key: tagSlug(t),
                    label: t,
                    href: authorListPath(author.slug, tagSlug(t), 1),
                  })),
                ]}
              />
            </div>
          ) : null}
          {list.posts.length === 0 ? (
            <p className="mt-10 rounded-lg border border-border bg-card p-8 text-center text-muted-foreground">
              No articles found for this author{tag ? ` with the tag "${tag}"` : ''}
            </p>
          ) : (
            <ul className="mt-8 space-y-6">
              {list.posts.map((post) => (
                <li key={post.id} className="rounded-lg border border-border bg-card p-6">
                  <h3 className="text-xl font-semibold">
                    <Link
                      href={`/blog/${post.slug}`}
                      className="hover:text-primary hover:underline"
                    >
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-muted-foreground">
                    <time dateTime={post.publishedAt}>{formatShortDate(post.publishedAt)}</time> ·{' '}
                    {post.category}
                  </p>
                  <p className="mt-3 text-muted-foreground">{post.excerpt}</p>
                  <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                    {post.tags.map((t) => (
                      <li key={t} className="rounded-full bg-muted px-3 py-1 text-xs font-medium">
                        {t}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            withSteps
            label="Articles pages"
            page={page}
            pageCount={list.pageCount}
            hrefFor={(n) => authorListPath(author.slug, tabSlug, n)}
          />
        </section>
      </div>
    </div>
  );
}
