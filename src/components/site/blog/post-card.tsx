import { ServerImage } from '@/components/ui/server-image';
import { Link } from '@/components/site/intent-link';
import { formatShortDate } from '@/lib/dates';
import type { PostSummary } from '@/server/queries/blog-posts';

export type PostCardProps = {
  post: PostSummary;
  featured?: boolean;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

export function PostCard({
  post,
  featured = false,
  priority = false,
  headingLevel = 'h3',
}: PostCardProps) {
  const Heading = headingLevel;
  return (
    <article
      className={
        featured
          ? 'grid overflow-hidden rounded-xl border border-border bg-card md:grid-cols-2'
          : 'flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card'
      }
    >
      <ServerImage
        src={post.featuredImage}
        alt=""
        width={1200}
        height={630}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        sizes={
          featured
            ? '(min-width: 768px) 50vw, 100vw'
            : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
        }
        // The image keeps its ratio whatever the text beside it: its titles are drawn in the image.
        className={`aspect-[40/21] w-full object-cover ${featured ? 'md:self-center' : ''}`}
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">
          {post.category}
        </p>
        <Heading className={featured ? 'mt-2 text-2xl font-bold' : 'mt-2 text-lg font-semibold'}>
          <Link href={`/blog/${post.slug}`} className="hover:text-primary hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          {post.author.name ? <>{post.author.name} · </> : null}
          <time dateTime={post.publishedAt}>{formatShortDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
