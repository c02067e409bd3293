'use client';

import { fillTemplate } from '@/lib/cities/page-template';
import { fitCityPageTitle } from '@/lib/seo/fit-title';
import { TITLE_MAX } from '@/lib/seo/metadata';

/**
 * The template's meta title for its longest city, as search results will show it: a title over
 * TITLE_MAX is shortened on the page (lib/seo/fit-title.ts), and the owner sees how before making
 * the pages.
 */
export function TemplateTitleCheck(props: {
  /** The field's aria-describedby names it: read with the meta title as the owner types. */
  id: string;
  template: string;
  city: { name: string; state: string } | null;
  brands: readonly string[];
}) {
  const { city, id } = props;
  // Kept in the page while empty, so the field never names an id that is not there.
  if (!city || !props.template.includes('{city}')) return <p id={id} hidden />;
  const filled = fillTitle(props.template, city);
  const fitted = fitCityPageTitle(filled, city.state, props.brands);
  return filled.length <= TITLE_MAX ? (
    <p id={id} className="text-sm text-muted-foreground">
      For the longest city, {city.name}: &ldquo;{filled}&rdquo; ({filled.length} characters).
    </p>
  ) : (
    <p id={id} className="text-sm font-medium text-amber-800 dark:text-amber-300">
      Over {TITLE_MAX} characters for {city.name} ({filled.length}): search results show it as
      &ldquo;{fitted}&rdquo;.
    </p>
  );
}

const fillTitle = (template: string, city: { name: string; state: string }) =>
  fillTemplate(
    {
      h1_title: '',
      meta_title: template,
      meta_description: '',
      intro_paragraph: '',
      services_offered: [],
      faq: [],
    },
    { city: city.name, state: city.state, areas: '' },
  ).meta_title;
