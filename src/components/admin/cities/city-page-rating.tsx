import { NEAR_DUPLICATE } from '@/lib/cities/page-similarity';
import type { CityPageRating } from '@/server/admin/cities/load-cities';

import { RefreshWhileShown } from '../refresh-while-shown';

/** Why the page as saved is kept out of search though long enough, or how unique it is. */
export function RatingNote({ rating, service }: { rating: CityPageRating; service: string }) {
  const percent = `${Math.round(rating.similarity * 100)}%`;
  if (rating.fromTemplate)
    return (
      <span className="mt-2 block">
        Made from a template: kept out of search until it is saved here, as this city&apos;s own.
      </span>
    );
  if (rating.checking)
    return (
      <span className="mt-2 block text-muted-foreground" role="status">
        Being compared with the other {service} pages: the result shows here in a few seconds.
        <RefreshWhileShown everyMs={2000} />
      </span>
    );
  if (rating.similarity >= NEAR_DUPLICATE)
    return (
      <span className="mt-2 block font-medium text-red-600 dark:text-red-400">
        As saved, {percent} of its text is the same as {service} in {rating.closestCity}: a page
        {` ${Math.round(NEAR_DUPLICATE * 100)}%`} or more the same as another city&apos;s is kept
        out of search whatever its length. Rewrite it for this city.
      </span>
    );
  return rating.closestCity ? (
    <span className="mt-2 block text-muted-foreground">
      Its closest sibling, {service} in {rating.closestCity}, shares {percent} of its text.
    </span>
  ) : null;
}
