'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';

import { nextMinuteInIndia } from '@/lib/india-time';
import { todayInIndia, type BlogPostInput } from '@/lib/validation/blog-post';

import { fieldClass, fieldProps, labelClass } from '../form-fields';

// Status, and when: a date (today or earlier) for a published post, a future date and time in
// India for a scheduled one.

export function PostPublishingFields({ form }: { form: UseFormReturn<BlogPostInput> }) {
  const { register, control, formState } = form;
  const status = useWatch({ control, name: 'status' });
  const field = (name: keyof BlogPostInput) => fieldProps('post', formState.errors, name);
  const scheduled = status === 'scheduled';
  const when = scheduled ? field('scheduled_at') : field('published_date');

  return (
    <div className="grid gap-5 md:grid-cols-3">
      <div>
        <label htmlFor="post-status" className={labelClass}>
          Status
        </label>
        <select {...field('status').input} {...register('status')} className={fieldClass}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="scheduled">Scheduled</option>
        </select>
      </div>
      {scheduled ? (
        <div>
          <label htmlFor="post-scheduled_at" className={labelClass}>
            Publish At (India time) *
          </label>
          <input
            {...when.input}
            {...register('scheduled_at')}
            type="datetime-local"
            min={nextMinuteInIndia()}
            className={fieldClass}
          />
          {when.error}
        </div>
      ) : (
        <div>
          <label htmlFor="post-published_date" className={labelClass}>
            Published Date
          </label>
          <input
            {...when.input}
            {...register('published_date')}
            type="date"
            max={todayInIndia()}
            className={fieldClass}
          />
          {when.error}
        </div>
      )}
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
        <input type="checkbox" {...register('is_featured')} className="h-4 w-4" />
        Featured post
      </label>
    </div>
  );
}
