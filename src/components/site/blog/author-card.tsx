import { ServerImage } from '@/components/ui/server-image';
import { Link } from '@/components/site/intent-link';
import type { AuthorDetails } from '@/server/queries/blog-posts';

export function AuthorCard({ author }: { author: AuthorDetails }) {
  return (
    <aside
      aria-label="About the author"
      className="flex gap-4 rounded-lg border border-border bg-card p-6"
    >
      {author.profileImage ? (
        <ServerImage
          src={author.profileImage}
          alt=""
          width={72}
          height={72}
          className="h-18 w-18 shrink-0 rounded-full"
        />
      ) : null}
      <div>
        <p className="text-sm text-muted-foreground">Written by</p>
        <p className="text-lg font-semibold">
          <Link href={`/author/${author.slug}`} className="hover:text-primary hover:underline">
            {author.name}
          </Link>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{author.shortBio}</p>
      </div>
    </aside>
  );
}
