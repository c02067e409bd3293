import type { Metadata } from 'next';

import { UploadedImage } from '@/components/site/uploaded-image';
import { FilterTabs } from '@/components/site/blog/filter-tabs';
import { Pagination } from '@/components/site/blog/pagination';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { socialIcons, socialLabels } from '@/components/ui/social-icons';
import { formatShortDate } from '@/lib/dates';
import { authorListPath } from '@/lib/routing/list-params';
import { profilePageJsonLd } from '@/lib/seo/json-ld';
import { tagSlug } from '@/lib/slug';
import { loadAuthor, loadAuthorLinks, loadAuthorPosts } from '@/server/blog';
import { socialNetworks } from '@/server/queries/authors';
import { pageMetadata, siteUrl } from '@/server/site';
import { PageNotFound } from '@/components/site/not-found/page-not-found';
import { authorNotFound, RecordNotFound } from '@/components/site/not-found/record-not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { generatedSocialImage } from '@/lib/seo/social-image';
import { answerNotFound } from '@/server/pipeline/response-status';

// Served for /author/{slug}?tag=&page= through the rewrite in src/server/pipeline/rewrites.ts.

type Props = PageProps<'/author/[slug]/list-view/[tag]/[page]'>;

async function resolve(params: Props['params']) {
  const { slug, tag: tabSlug, page: rawPage } = await params;
  const page = Number(rawPage);
  if (!Number.isInteger(page) || page < 1) return null;
  const author = await loadAuthor(slug);
  if (!author) return 'no-author' as const;
  const all = await loadAuthorPosts(author.id, null, 1);
  const tag = tabSlug === 'all' ? null : all.tags.find((t) => tagSlug(t) === tabSlug);
  if (tag === undefined) return null;
  const list = tag || page > 1 ? await loadAuthorPosts(author.id, tag, page) : all;
  if (page > list.pageCount) return null;
  return { author, tag, tabSlug, page, list, tags: all.tags };
}

export async function generateStaticParams() {
  const authors = await loadAuthorLinks();
  return authors.length
    ? authors.map((a) => ({ slug: a.slug, tag: 'all', page: '1' }))
    : [{ slug: 'none', tag: 'all', page: '1' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolve(params);
  if (resolved === 'no-author') return notFoundMetadata(authorNotFound.title);
  if (!resolved) return notFoundMetadata();
  const { author, tag, tabSlug, page, list } = resolved;
  const qualifier = [tag ? `${tag} articles` : null, page > 1 ? `Page ${page}` : null]
    .filter(Boolean)
    .join(', ');
  return pageMetadata((name, brand) => ({
    title: brand(qualifier ? `${author.name}: ${qualifier}` : `${author.name}, Author`),
    // Each tag and page has its own description, not a copy of the author page's.
    description: qualifier
      ? `${qualifier} by ${author.name} of ${name}: guides on SEO, content and analytics for Indian businesses.`
      : author.shortBio,
    path: authorListPath(author.slug, tabSlug, page),
    type: 'profile',
    // An author with no published article yet is no page for a search engine (nor the sitemap);
    // a tag's or a later page of an author's articles repeats the author page's own list.
    noindex: list.total === 0 ? true : qualifier ? 'follow-links' : false,
    ...generatedSocialImage('author', author.name, name, author.slug),
  }));
}

export default async function AuthorPage({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved || resolved === 'no-author') {
    answerNotFound();
    return resolved ? <RecordNotFound {...authorNotFound} /> : <PageNotFound />;
  }
  const { author, tag, tabSlug, page, list, tags } = resolved;
  const links = socialNetworks.filter((n) => author.socialLinks[n]);

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
          <UploadedImage
            src={author.profileImage}
            alt={author.name}
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
