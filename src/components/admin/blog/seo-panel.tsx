'use client';

import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { checkPost, type Mark } from '@/lib/seo/post-checks';
import type { BlogPostInput } from '@/lib/validation/blog-post';
import { countOf } from '@/lib/utils';

import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { SearchResultPreview } from './search-result-preview';

// The SEO panel beside the editor: a focus keyphrase, the checks of src/lib/seo/post-checks.ts
// recomputed as the writer types (deferred, so typing never waits for them), and the preview.

const markStyle: Record<Mark, { label: string; className: string; Icon: typeof CircleCheck }> = {
  pass: { label: 'Good', className: 'text-green-700 dark:text-green-400', Icon: CircleCheck },
  improve: { label: 'Improve', className: 'text-amber-700 dark:text-amber-400', Icon: CircleAlert },
  problem: { label: 'Problem', className: 'text-red-700 dark:text-red-400', Icon: CircleX },
};

export type SeoPanelProps = {
  form: UseFormReturn<BlogPostInput>;
  siteUrl: string;
  siteName: string;
};

export function SeoPanel({ form, siteUrl, siteName }: SeoPanelProps) {
  const [title, metaTitle, metaDescription, excerpt, slug, content, keyphrase] = useWatch({
    control: form.control,
    name: [
      'title',
      'meta_title',
      'meta_description',
      'excerpt',
      'slug',
      'content',
      'focus_keyphrase',
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
  const siteHost = new URL(siteUrl).host;
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
          siteName={siteName}
          url={`${siteUrl}/blog/${draft.slug}`}
          title={(draft.metaTitle?.trim() || draft.title).trim()}
          description={(draft.metaDescription?.trim() || draft.excerpt?.trim()) ?? ''}
        />
      </section>
      <section aria-labelledby="seo-checks-heading">
        <h4 id="seo-checks-heading" className="font-medium">
          Checks: {counts.pass} good, {counts.improve} to improve,{' '}
          {countOf(counts.problem, 'problem')}
        </h4>
        <ul className="mt-2 space-y-2">
          {checks.map((check) => {
            const { label, className, Icon } = markStyle[check.mark];
            return (
              <li key={check.id} data-check={check.id} className="flex gap-2 text-sm">
                <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${className}`} aria-hidden />
                <span>
                  <span className={`font-medium ${className}`}>{label}:</span> {check.label}.{' '}
                  <span className="text-muted-foreground">{check.message}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </aside>
  );
}
