'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { brandedTitle } from '@/lib/seo/metadata';
import { authorSchema, emptyAuthor, type AuthorInput } from '@/lib/validation/author';
import { slugify } from '@/lib/slug';

import { submitToAdminApi, submitWhenValid, useSlugFromName } from '../admin-form';
import { SaveBar } from '../editor/save-bar';
import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { ImageUpload } from '../image-upload';
import { SearchAppearancePanel } from '../seo/search-appearance-panel';
import { useSiteIdentity } from '../seo/site-identity';

export type AuthorFormProps = {
  /** The author being edited, with their id; null to add one. */
  author: { id: string; values: AuthorInput } | null;
  onDone: () => void;
  onCancel: () => void;
};

const socialLabels = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  website: 'Website',
} as const;

export function AuthorForm({ author, onDone, onCancel }: AuthorFormProps) {
  const editing = author !== null;
  const form = useForm<AuthorInput>({
    resolver: zodResolver(authorSchema),
    defaultValues: author?.values ?? emptyAuthor,
  });
  const { register, handleSubmit, formState, setValue, setError, control } = form;
  const markSlugEdited = useSlugFromName(form, editing, slugify);
  const [uploading, setUploading] = useState(false);
  const [image, name, slug, shortBio] = useWatch({
    control,
    name: ['profile_image', 'name', 'slug', 'short_bio'],
  });
  const site = useSiteIdentity();

  const save = (values: AuthorInput) =>
    submitToAdminApi({
      url: editing ? `/api/admin/authors/${author.id}` : '/api/admin/authors',
      method: editing ? 'PUT' : 'POST',
      values,
      setError,
      saved: `Author ${editing ? 'updated' : 'added'}.`,
      failed: 'Failed to save the author',
      onDone,
    });

  const f = (field: keyof AuthorInput) => fieldProps('author', formState.errors, field);
  const text = (field: keyof AuthorInput, label: string, rows = 0) => (
    <div>
      <label htmlFor={`author-${field}`} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea {...f(field).input} {...register(field)} rows={rows} className={fieldClass} />
      ) : (
        <input
          {...f(field).input}
          {...register(field, field === 'slug' ? { onChange: markSlugEdited } : {})}
          className={fieldClass}
        />
      )}
      {f(field).error}
    </div>
  );

  return (
    <form
      onSubmit={submitWhenValid(handleSubmit, save)}
      noValidate
      aria-label={editing ? `Edit ${author.values.name}` : 'Add an author'}
      className="mt-8 space-y-6 rounded-lg border border-border bg-card p-6"
    >
      <h2 className="text-xl font-semibold">
        {editing ? `Edit ${author.values.name}` : 'Add an Author'}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        {text('name', 'Name *')}
        {text('slug', 'Slug *')}
      </div>
      <div>
        <label htmlFor="author-profile_image" className={labelClass}>
          Photo *
        </label>
        <input
          {...f('profile_image').input}
          {...register('profile_image')}
          placeholder="/uploads/... or /images/..."
          className={fieldClass}
        />
        {f('profile_image').error}
        <ImageUpload
          label="Upload author photo"
          value={image ?? ''}
          previewAlt="Author photo preview"
          previewClassName="mt-3 h-32 w-32 rounded-full object-cover"
          onChange={(url) =>
            setValue('profile_image', url, { shouldValidate: true, shouldDirty: true })
          }
          onBusyChange={setUploading}
        />
      </div>
      {text('short_bio', 'Short bio * (the page’s meta description)', 2)}
      <SearchAppearancePanel
        path={`/author/${slug ?? ''}`}
        title={brandedTitle(`${name ?? ''}, Author`, site)}
        description={shortBio ?? ''}
      />
      {text('full_bio', 'Full bio *', 6)}
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Social links (optional)</legend>
        {(Object.keys(socialLabels) as Array<keyof typeof socialLabels>).map((key) => (
          <div key={key}>{text(key, socialLabels[key])}</div>
        ))}
      </fieldset>
      <SaveBar
        form={form}
        label={editing ? 'Update Author' : 'Add Author'}
        busy={uploading}
        onCancel={onCancel}
      />
    </form>
  );
}
