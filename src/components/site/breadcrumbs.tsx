import { ChevronRight } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import type { Crumb } from '@/lib/seo/json-ld';

/** Visual breadcrumbs; the last crumb is the current page. Pages publish the matching JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className="py-1 hover:text-foreground hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRight className="h-4 w-4" aria-hidden />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
