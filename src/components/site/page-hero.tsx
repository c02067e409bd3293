import type { ReactNode } from 'react';

import type { Crumb } from '@/lib/seo/json-ld';

import { Breadcrumbs } from './breadcrumbs';

export type PageHeroProps = {
  title: string;
  subtitle?: string;
  crumbs: readonly Crumb[];
  children?: ReactNode;
};

export function PageHero({ title, subtitle, crumbs, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-accent/40 to-background">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        <Breadcrumbs crumbs={crumbs} />
        <div className="mx-auto mt-10 max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {subtitle ? (
            <p className="mt-6 text-lg text-muted-foreground sm:text-xl">{subtitle}</p>
          ) : null}
          {children ? (
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
