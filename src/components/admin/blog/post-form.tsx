'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { blogCategories } from '@/content/blog';
import {
  blogPostSchema,
  emptyBlogPost,
  REQUIRED_FIELDS_MESSAGE,
  slugify,
  type BlogPostInput,
} from '@/lib/validation/blog-post';
import type { AdminPost, AuthorOption } from '@/server/queries/blog-admin';

import { adminFetch } from '../admin-fetch';
import { ImageUpload } from '../image-upload';
import { MarkdownPreview } from './markdown-preview';
import { PostPublishingFields } from './post-publishing-fields';

const field =
  'block w-full rounded-md border border-border bg-background px-3 py-2 text-sm aria-[invalid=true]:border-red-500';
const labelClass = 'mb-1.5 block text-sm font-medium';

export type PostFormProps = {
  post: AdminPost | null;
  authors: AuthorOption[];
  onDone: () => void;
  onCancel: () => void;
};

export function PostForm({ post, authors, onDone, onCancel }: PostFormProps) {
  const editing = post !== null;
  const form = useForm<BlogPostInput>({
    resolver: zodResolver(blogPostSchema),
    defaultValues: post ?? emptyBlogPost,
  });
  const { register, handleSubmit, formState, setValue, setError, control, reset } = form;
  const [slugEdited, setSlugEdited] = useState(editing);
  const [copied, setCopied] = useState(false);
  const [uploading, setUploading] = useState(false);
  const copyTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copyTimer.current), []);
  const [title, slug, content, image] = useWatch({
    control,
    name: ['title', 'slug', 'content', 'featured_image'],
  });

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

  const save = async (values: BlogPostInput) => {
    const action = editing ? 'update' : 'create';
    try {
      await adminFetch(editing ? `/api/admin/posts/${post.id}` : '/api/admin/posts', {
        method: editing ? 'PUT' : 'POST',
        body: JSON.stringify(values),
      });
      toast.success('Success', { description: `Blog post ${action}d successfully.` });
      reset(emptyBlogPost);
      onDone();
    } catch (error) {
      const body = (error as Error & { body?: { fieldErrors?: Record<string, string[]> } }).body;
      for (const [name, messages] of Object.entries(body?.fieldErrors ?? {})) {
        if (messages[0]) setError(name as keyof BlogPostInput, { message: messages[0] });
      }
      // What was typed stays in the form.
      toast.error(`Failed to ${action} blog post: ${(error as Error).message}`);
    }
  };

  const invalid = (errors: FieldErrors<BlogPostInput>) => {
    const missing = Object.values(errors).some((e) => e?.message === REQUIRED_FIELDS_MESSAGE);
    toast.error(missing ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.');
  };

  const error = (name: keyof BlogPostInput) => {
    const message = formState.errors[name]?.message;
    return message ? (
      <p id={`post-${name}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
        {message}
      </p>
    ) : null;
  };
  const aria = (name: keyof BlogPostInput) => ({
    id: `post-${name}`,
    'aria-invalid': Boolean(formState.errors[name]),
    'aria-describedby': formState.errors[name] ? `post-${name}-error` : undefined,
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit(save, invalid)(event)}
      noValidate
      aria-label={editing ? 'Edit blog post' : 'Create blog post'}
      className="mt-8 space-y-6 rounded-lg border border-border bg-card p-6"
    >
      <h2 className="text-xl font-semibold">
        {editing ? 'Edit Blog Post' : 'Create New Blog Post'}
      </h2>
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
        <div>
          <label htmlFor="post-featured_image" className={labelClass}>
            Featured Image *
          </label>
          <input
            {...aria('featured_image')}
            {...register('featured_image')}
            placeholder="/uploads/... or /images/..."
            className={field}
          />
          {error('featured_image')}
          <ImageUpload
            label="Upload featured image"
            value={image ?? ''}
            previewAlt="Featured image preview"
            previewClassName="mt-3 aspect-[40/21] w-64 rounded-md object-cover"
            onUploaded={(url) =>
              setValue('featured_image', url, { shouldValidate: true, shouldDirty: true })
            }
            onBusyChange={setUploading}
          />
        </div>
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
              {blogCategories
                .filter((c) => c.slug !== 'all')
                .map((c) => (
                  <option key={c.slug} value={c.name}>
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
        <div>
          <label htmlFor="post-meta_title" className={labelClass}>
            Meta Title
          </label>
          <input {...aria('meta_title')} {...register('meta_title')} className={field} />
          {error('meta_title')}
        </div>
        <div>
          <label htmlFor="post-meta_description" className={labelClass}>
            Meta Description
          </label>
          <input
            {...aria('meta_description')}
            {...register('meta_description')}
            className={field}
          />
          {error('meta_description')}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            reset(emptyBlogPost);
            onCancel();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting || uploading}>
          {formState.isSubmitting ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
        </Button>
      </div>
    </form>
  );
}
