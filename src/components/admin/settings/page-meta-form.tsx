'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';

import { brandedTitle } from '@/lib/seo/metadata';
import { pageMetaSchema, SITE_PAGES, type PageMetaData } from '@/lib/validation/page-meta';

import { TextField } from '../form-fields';
import { SearchAppearancePanel } from '../seo/search-appearance-panel';
import { useSiteIdentity } from '../seo/site-identity';
import { SettingsForm } from '../settings-form';

const PREFIX = 'page-meta';
type SitePage = (typeof SITE_PAGES)[number];

/** The titles and meta descriptions of the site's own pages, each with its search result. */
export function PageMetaForm({ values }: { values: PageMetaData }) {
  const form = useForm<PageMetaData>({
    resolver: zodResolver(pageMetaSchema),
    defaultValues: values,
  });

  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/settings/pages',
        saved:
          'The page titles and descriptions are saved; search engines see them on their next visit.',
        failed: 'Failed to save the page titles and descriptions',
      }}
      saveLabel="Save Page Titles"
      labelledBy="page-meta-heading"
    >
      <div>
        <h2 id="page-meta-heading" className="text-xl font-semibold">
          Search appearance of the site&apos;s pages
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The title and meta description each page gives search engines. A title is written without
          the business name, which is added after it where it fits.
        </p>
      </div>
      {SITE_PAGES.map((page) => (
        <SitePageFields key={page.key} form={form} page={page} />
      ))}
    </SettingsForm>
  );
}

function SitePageFields({ form, page }: { form: UseFormReturn<PageMetaData>; page: SitePage }) {
  const site = useSiteIdentity();
  const [title, description] = useWatch({
    control: form.control,
    name: [`${page.key}_title`, `${page.key}_description`],
  });
  return (
    <fieldset className="grid gap-5 border-t border-border pt-6 lg:grid-cols-2">
      <legend className="float-left mb-2 text-lg font-semibold lg:col-span-2">
        {page.label} <span className="text-sm font-normal text-muted-foreground">{page.path}</span>
      </legend>
      <div className="space-y-4">
        <TextField form={form} prefix={PREFIX} name={`${page.key}_title`} label="Title" />
        <TextField
          form={form}
          prefix={PREFIX}
          name={`${page.key}_description`}
          label="Meta description"
          multiline
        />
      </div>
      <SearchAppearancePanel
        heading={`${page.label} in search results`}
        path={page.path === '/' ? '' : page.path}
        title={title?.trim() ? brandedTitle(title.trim(), site) : ''}
        description={description ?? ''}
      />
    </fieldset>
  );
}
