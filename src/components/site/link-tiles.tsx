import { MapPin } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { cn } from '@/lib/utils';

export type LinkTile = { href: string; label: string; sublabel?: string };

export type LinkTilesProps = {
  id?: string;
  title: string;
  tiles: readonly LinkTile[];
  /** Where the rest are, when the tiles are a selection (a dozen of 500 cities). */
  more?: { href: string; label: string };
  className?: string;
};

export function LinkTiles({ id, title, tiles, more, className }: LinkTilesProps) {
  if (tiles.length === 0) return null;
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('render-near-viewport', className)}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              href={tile.href}
              className="flex items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 font-medium transition-colors hover:border-primary hover:text-primary"
            >
              <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden />
              <span>
                {tile.label}
                {tile.sublabel ? (
                  <span className="block text-xs text-muted-foreground">{tile.sublabel}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {more ? (
        <p className="mt-4">
          <Link
            href={more.href}
            className="inline-block py-2 font-medium text-primary hover:underline"
          >
            {more.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
