import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { CheckMark } from '@/components/ui/check-mark';

import { ServiceIcon } from './service-icon';

export type ServiceCardProps = {
  slug: string;
  name: string;
  description: string;
  features: readonly string[];
};

export function ServiceCard({ slug, name, description, features }: ServiceCardProps) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-border bg-card p-6">
      <ServiceIcon
        slug={slug}
        className="h-10 w-10 rounded-md bg-accent p-2 text-accent-foreground"
      />
      <h2 className="mt-4 text-xl font-semibold">{name}</h2>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {features.slice(0, 4).map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckMark className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href={`/services/${slug}`}
        className="mt-6 inline-flex items-center gap-1 py-2 font-semibold text-primary hover:underline"
      >
        Learn more<span className="sr-only"> about {name}</span>
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </article>
  );
}
