'use client';

import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { postCategories } from '@/content/blog';
import { slugify } from '@/lib/slug';
import { type BlogPostInput } from '@/lib/validation/blog-post';
import type { AuthorOption } from '@/server/queries/blog-admin';

import { fieldClass as field, fieldProps, labelClass, TextField } from '../form-fields';
import { MarkdownPreview } from './markdown-preview';
import { PostImageFields } from './post-image-fields';
import { PostPublishingFields } from './post-publishing-fields';

// The post's fields: the spec's form (title and slug, excerpt, markdown with its live preview,
// featured image, author, category, tags, meta title and description) and its publishing state.

export type PostFieldsProps = {
  form: UseFormReturn<BlogPostInput>;
  authors: AuthorOption[];
  /** A new post's slug follows its title until the slug is edited. */
  slugFollowsTitle: boolean;
  onUploadingChange: (uploading: boolean) => void;
};

export function PostFields({
  form,
  authors,
  slugFollowsTitle,
  onUploadingChange,
}: PostFieldsProps) {
  const { register, formState, setValue, control } = form;
  const [slugEdited, setSlugEdited] = useState(!slugFollowsTitle);
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copyTimer.current), []);
  const [title, slug, content] = useWatch({ control, name: ['title', 'slug', 'content'] });

  useEffect(() => {
    if (!slugEdited)
      setValue('slug', slugify(title ?? ''), { shouldValidate: formState.isSubmitted });
  }, [title, slugEdited, setValue, formState.isSubmitted]);

  const copySlug = async () => {
    try {
      await navigator.clipboard.writeText(slug ?? '');
      setCopied(true);
      window.clearTimeout(copyTimer.current);
      copyTimer.current = window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Copy failed', { description: 'Could not copy the slug to your clipboard.' });
    }
  };

  const aria = (name: keyof BlogPostInput) => fieldProps('post', formState.errors, name).input;
  const error = (name: keyof BlogPostInput) => fieldProps('post', formState.errors, name).error;

  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <label htmlFor="post-title" className={labelClass}>
            Title *
          </label>
          <input {...aria('title')} {...register('title')} className={field} />
          {error('title')}
        </div>
        <div>
          <label htmlFor="post-slug" className={labelClass}>
            Slug *
          </label>
          <div className="flex gap-2">
            <input
              {...aria('slug')}
              {...register('slug', { onChange: () => setSlugEdited(true) })}
              className={field}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"

              onClick={() => void copySlug()}
              aria-label="Copy slug"
            >
              {copied ? (
                <Check className="h-4 w-4" aria-hidden />
              ) : (
                <Copy className="h-4 w-4" aria-hidden />
              )}
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          {error('slug')}
        </div>
      </div>
      <div>
        <label htmlFor="post-excerpt" className={labelClass}>
          Excerpt *
        </label>
        <textarea {...aria('excerpt')} {...register('excerpt')} rows={2} className={field} />
        {error('excerpt')}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <div>
          <label htmlFor="post-content" className={labelClass}>
            Content (Markdown) *
          </label>
          <textarea
            {...aria('content')}
            {...register('content')}
            rows={18}
            className={`${field} font-mono text-xs`}
          />
          {error('content')}
        </div>
        <MarkdownPreview content={content ?? ''} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <PostImageFields form={form} onUploadingChange={onUploadingChange} />
        <div className="space-y-5">
          <div>
            <label htmlFor="post-author_id" className={labelClass}>
              Author *
            </label>
            <select {...aria('author_id')} {...register('author_id')} className={field}>
              <option value="">Select an author</option>
              {authors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
            {error('author_id')}
          </div>
          <div>
            <label htmlFor="post-category" className={labelClass}>
              Category
            </label>
            <select {...aria('category')} {...register('category')} className={field}>
              <option value="">None</option>
              {postCategories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="post-tags" className={labelClass}>
              Tags (comma separated)
            </label>
            <input
              {...aria('tags')}
              {...register('tags')}
              placeholder="SEO, Local SEO"
              className={field}
            />
            {error('tags')}
          </div>
        </div>
      </div>
      <PostPublishingFields form={form} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField form={form} prefix="post" name="meta_title" label="Meta Title" />
        <TextField form={form} prefix="post" name="meta_description" label="Meta Description" />
      </div>
    </>
  );
}
