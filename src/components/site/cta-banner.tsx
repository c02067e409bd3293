import type { ReactNode } from 'react';

import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type CtaBannerProps = {
  id?: string;
  title: string;
  text: string;
  action?: { href: string; label: string };
  children?: ReactNode;
};

export function CtaBanner({ id, title, text, action, children }: CtaBannerProps) {
  const headingId = `${id ?? 'cta'}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="py-16 render-near-viewport">
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90">{text}</p>
        {action ? (
          <Link
            href={action.href}
            className={cn(
              buttonClasses('outline', 'lg'),
              'mt-8 border-primary-foreground bg-primary-foreground text-primary hover:bg-primary-foreground/90',
            )}
          >
            {action.label}
          </Link>
        ) : null}
        {children}
      </div>
    </section>
  );
}
