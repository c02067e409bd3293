import type { CSSProperties } from 'react';

import { clampRating } from '@/lib/seo/json-ld';

/** Five stars drawn by CSS (globals.css, .star-rating), read out as "Rated N out of 5". */
export function StarRating({ rating = 5 }: { rating?: number }) {
  const value = clampRating(rating);
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={`Rated ${value} out of 5`}
      style={{ '--rating': value } as CSSProperties}
    />
  );
}
