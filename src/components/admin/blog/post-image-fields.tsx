'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';

import type { BlogPostInput } from '@/lib/validation/blog-post';

import { fieldClass as field, fieldProps, labelClass } from '../form-fields';
import { ImageUpload } from '../image-upload';

// The post's images: the featured image every post has, and its own social image, if any (without
// one, the generated card is shared).

export type PostImageFieldsProps = {
  form: UseFormReturn<BlogPostInput>;
  onUploadingChange: (uploading: boolean) => void;
};

export function PostImageFields({ form, onUploadingChange }: PostImageFieldsProps) {
  const { register, formState, setValue, control } = form;
  const [image, socialImage] = useWatch({ control, name: ['featured_image', 'social_image'] });
  const aria = (name: keyof BlogPostInput) => fieldProps('post', formState.errors, name).input;
  const error = (name: keyof BlogPostInput) => fieldProps('post', formState.errors, name).error;

  return (
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
        onChange={(url) =>
          setValue('featured_image', url, { shouldValidate: true, shouldDirty: true })
        }
        onBusyChange={onUploadingChange}
      />
      <label htmlFor="post-social_image" className={`${labelClass} mt-5`}>
        Social Image (optional)
      </label>
      <input
        {...aria('social_image')}
        {...register('social_image')}
        placeholder="Empty: a card with the title is generated"
        className={field}
      />
      <p className="mt-1 text-xs text-muted-foreground">
        Shown when the post is shared; 1200 × 630 fits best.
      </p>
      {error('social_image')}
      <ImageUpload
        label="Upload social image"
        value={socialImage ?? ''}
        previewAlt="Social image preview"
        previewClassName="mt-3 aspect-[40/21] w-64 rounded-md object-cover"
        onChange={(url) =>
          setValue('social_image', url, { shouldValidate: true, shouldDirty: true })
        }
        onBusyChange={onUploadingChange}
      />
    </div>
  );
}
