import type { CSSProperties } from 'react';

import { ServerImage } from '@/components/ui/server-image';

import { StarRating } from './star-rating';

export type TestimonialCardProps = {
  testimonial: {
    quote: string;
    author: string;
    role: string;
    company: string;
    rating: number;
    image?: string;
  };
  style?: CSSProperties;
};

export function TestimonialCard({ testimonial, style }: TestimonialCardProps) {
  const { quote, author, role, company, rating, image } = testimonial;
  return (
    <figure
      data-reveal
      style={style}
      className="flex h-full flex-col rounded-lg border border-border bg-card p-6"
    >
      <StarRating rating={rating} />
      <blockquote className="mt-4 flex-1 text-card-foreground">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {image ? (
          <ServerImage src={image} alt="" width={44} height={44} className="rounded-full" />
        ) : null}
        <div>
          <div className="font-semibold">{author}</div>
          <div className="text-sm text-muted-foreground">
            {[role, company].filter(Boolean).join(', ')}
          </div>
        </div>
      </figcaption>
    </figure>
  );
}
