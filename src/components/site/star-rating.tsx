import { Star } from 'lucide-react';

import { clampRating } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils';

export function StarRating({ rating = 5 }: { rating?: number }) {
  const value = clampRating(rating);
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'h-4 w-4',
            i < value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </div>
  );
}
