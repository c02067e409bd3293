import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { cn } from '@/lib/utils';

export type PaginationProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Previous and Next links around the numbers (the author page). */
  withSteps?: boolean;
  label?: string;
};

const item =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-border px-3 text-sm font-medium';

export function Pagination({
  page,
  pageCount,
  hrefFor,
  withSteps = false,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {withSteps ? (
        page > 1 ? (
          <Link href={hrefFor(page - 1)} className={cn(item, 'hover:bg-muted')} rel="prev">
            <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
          </Link>
        ) : (
          <span className={cn(item, 'opacity-50')} aria-disabled="true">
            <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
          </span>
        )
      ) : null}
      {pages.map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(
              item,
              n === page ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {n}
          </Link>
        ),
      )}
      {withSteps ? (
        page < pageCount ? (
          <Link href={hrefFor(page + 1)} className={cn(item, 'hover:bg-muted')} rel="next">
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        ) : (
          <span className={cn(item, 'opacity-50')} aria-disabled="true">
            Next <ChevronRight className="h-4 w-4" aria-hidden />
          </span>
        )
      ) : null}
    </nav>
  );
}

/** Every page when there are few; else the first, the last and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= 9) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, i) => (i > 0 && n - pages[i - 1]! > 1 ? [null, n] : [n]));
}
