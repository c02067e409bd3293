'use client';

import { useDeferredValue, useId } from 'react';

import { searchAppearanceChecks } from '@/lib/seo/search-appearance';

import { CheckList } from './check-list';
import { SearchResultPreview } from './search-result-preview';
import { useSiteIdentity } from './site-identity';

/**
 * How the page being edited will show in a search result, as the owner types: the preview on a
 * phone and a computer, and its title and description checked against a result's limits.
 */
export function SearchAppearancePanel(props: {
  path: string;
  title: string;
  description: string;
  heading?: string;
  /** 2 where the panel sits right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const site = useSiteIdentity();
  const page = useDeferredValue({ title: props.title, description: props.description });
  // A screen may show several, one a page (the settings' site pages).
  const headingId = useId();
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-border p-4">
      <Heading id={headingId} className="text-lg font-semibold">
        {props.heading ?? 'Search Appearance'}
      </Heading>
      <SearchResultPreview
        siteName={site.name}
        url={`${site.url}${props.path}`}
        title={page.title.trim()}
        description={page.description.trim()}
      />
      <CheckList checks={searchAppearanceChecks(page)} />
    </section>
  );
}
