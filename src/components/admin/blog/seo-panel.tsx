'use client';

import { useDeferredValue, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { brandedTitle } from '@/lib/seo/metadata';
import { checkPost } from '@/lib/seo/post-checks';
import type { BlogPostInput } from '@/lib/validation/blog-post';
import { countOf } from '@/lib/utils';

import { postKindWords } from './post-kind-words';
import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { CheckList } from '../seo/check-list';
import { SearchResultPreview } from '../seo/search-result-preview';
import { useSiteIdentity } from '../seo/site-identity';

// The SEO panel beside the editor: a focus keyphrase, the checks of src/lib/seo/post-checks.ts
// recomputed as the writer types (deferred, so typing never waits for them), and the preview.

export type SeoPanelProps = {
  form: UseFormReturn<BlogPostInput>;
};

export function SeoPanel({ form }: SeoPanelProps) {
  const [title, metaTitle, metaDescription, excerpt, slug, content, keyphrase, kind] = useWatch({
    control: form.control,
    name: [
      'title',
      'meta_title',
      'meta_description',
      'excerpt',
      'slug',
      'content',
      'focus_keyphrase',
      'kind',
    ],
  });
  const draft = useDeferredValue({
    title: title ?? '',
    metaTitle,
    metaDescription,
    excerpt,
    slug: slug ?? '',
    content: content ?? '',
    keyphrase: keyphrase ?? '',
  });
  const site = useSiteIdentity();
  const siteHost = new URL(site.url).host;
  const checks = useMemo(() => checkPost({ ...draft, siteHost }), [draft, siteHost]);
  const keyField = fieldProps('post', form.formState.errors, 'focus_keyphrase');
  const counts = checks.reduce((sum, c) => ({ ...sum, [c.mark]: sum[c.mark] + 1 }), {
    pass: 0,
    improve: 0,
    problem: 0,
  });

  return (
    <aside
      aria-labelledby="seo-panel-heading"
      className="space-y-4 rounded-lg border border-border p-4"
    >
      <h3 id="seo-panel-heading" className="text-lg font-semibold">
        SEO
      </h3>
      <div>
        <label htmlFor="post-focus_keyphrase" className={labelClass}>
          Focus Keyphrase
        </label>
        <input
          {...keyField.input}
          {...form.register('focus_keyphrase')}
          placeholder="local seo pune"
          className={fieldClass}
        />
        {keyField.error}
      </div>
      <section aria-labelledby="seo-preview-heading" className="space-y-2">
        <h4 id="seo-preview-heading" className="font-medium">
          Search result preview
        </h4>
        <SearchResultPreview
          siteName={site.name}
          url={`${site.url}${postKindWords(kind ?? 'post').path}/${draft.slug}`}
          title={draft.metaTitle?.trim() || brandedTitle(draft.title.trim(), site)}
          description={(draft.metaDescription?.trim() || draft.excerpt?.trim()) ?? ''}
        />
      </section>
      <section aria-labelledby="seo-checks-heading">
        <h4 id="seo-checks-heading" className="font-medium">
          Checks: {counts.pass} good, {counts.improve} to improve,{' '}
          {countOf(counts.problem, 'problem')}
        </h4>
        <CheckList checks={checks} />
      </section>
    </aside>
  );
}
