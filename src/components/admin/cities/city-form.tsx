'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  citySchema,
  FEATURED_CITY_LIMIT,
  citySlugFromName,
  emptyCity,
  type CityInput,
} from '@/lib/validation/city';
import type { CityRecord } from '@/server/queries/cities';

import { submitToAdminApi, submitWhenValid, useSlugFromName } from '../admin-form';
import { SaveBar } from '../editor/save-bar';
import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { ImageUpload } from '../image-upload';

export type CityFormProps = {
  city: CityRecord | null;
  /** The other cities the home page shows: with six, a seventh takes the place of one. */
  featuredElsewhere: readonly { id: string; name: string }[];
  onDone: () => void;
  onCancel: () => void;
};

const toInput = (city: CityRecord): CityInput => ({
  name: city.name,
  state: city.state,
  slug: city.slug,
  description: city.description,
  image: city.image,
  latitude: city.latitude === null ? '' : String(city.latitude),
  longitude: city.longitude === null ? '' : String(city.longitude),
  featured: city.featured,
  replaces: '',
  nearby_areas: city.nearbyAreas,
});

export function CityForm({ city, featuredElsewhere, onDone, onCancel }: CityFormProps) {
  const editing = city !== null;
  const form = useForm<CityInput>({
    resolver: zodResolver(citySchema),
    defaultValues: city ? toInput(city) : emptyCity,
  });
  const { register, handleSubmit, formState, setValue, setError, control } = form;
  const markSlugEdited = useSlugFromName(form, editing, citySlugFromName);
  const [uploading, setUploading] = useState(false);
  const [slug, image, featured] = useWatch({ control, name: ['slug', 'image', 'featured'] });
  const homePageFull = featuredElsewhere.length >= FEATURED_CITY_LIMIT;

  const save = (values: CityInput) =>
    submitToAdminApi({
      url: editing ? `/api/admin/cities/${city.id}` : '/api/admin/cities',
      method: editing ? 'PUT' : 'POST',
      values,
      setError,
      saved: `City ${editing ? 'updated' : 'added'}.`,
      failed: 'Failed to save the city',
      onDone,
    });

  const f = (field: keyof CityInput, hint?: string) =>
    fieldProps('city', formState.errors, field, { hint });
  const text = (field: keyof CityInput, label: string, hint?: string) => {
    const props = f(field, hint);
    return (
      <div>
        <label htmlFor={props.input.id} className={labelClass}>
          {label}
        </label>
        <input {...props.input} {...register(field)} className={fieldClass} />
        {props.hint}
        {props.error}
      </div>
    );
  };

  return (
    <form
      onSubmit={submitWhenValid(handleSubmit, save)}
      noValidate
      aria-label={editing ? `Edit ${city.name}` : 'Add a city'}
      className="mt-8 space-y-6 rounded-lg border border-border bg-card p-6"
    >
      <h2 className="text-xl font-semibold">{editing ? `Edit ${city.name}` : 'Add a City'}</h2>
      <div className="grid gap-5 md:grid-cols-3">
        {text('name', 'Name *')}
        {text('state', 'State *')}
        <div>
          <label htmlFor="city-slug" className={labelClass}>
            Slug *
          </label>
          <input
            {...f('slug').input}
            {...register('slug', { onChange: markSlugEdited })}
            className={fieldClass}
          />
          <p className="mt-1 text-xs text-muted-foreground">
            Pages at /services/…/{slug || 'slug'}.
            {editing && slug !== city.slug ? ` The old URLs will redirect here.` : ''}
          </p>
          {f('slug').error}
        </div>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {text('latitude', 'Latitude', 'Optional, to 5 decimal places, e.g. 18.52043')}
        {text('longitude', 'Longitude', 'Optional, to 5 decimal places, e.g. 73.85674')}
      </div>
      {text(
        'nearby_areas',
        'Nearby areas',
        'Optional, comma-separated, e.g. Baner, Kothrud, Hinjewadi: a page template names them as {areas}.',
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <label htmlFor="city-image" className={labelClass}>
            Image
          </label>
          <input
            {...f('image').input}
            {...register('image')}
            placeholder="/uploads/... or /images/..."
            className={fieldClass}
          />
          {f('image').error}
          <ImageUpload
            label="Upload city image"
            value={image ?? ''}
            previewAlt="City image preview"
            previewClassName="mt-3 aspect-[8/5] w-64 rounded-md object-cover"
            onChange={(url) => setValue('image', url, { shouldValidate: true, shouldDirty: true })}
            onBusyChange={setUploading}
          />
        </div>
        <div className="space-y-5">
          {text(
            'description',
            'Home page description',
            'One sentence under the city on the home page.',
          )}
          <div>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                {...f('featured').input}
                {...register('featured')}
                aria-describedby="city-featured-rule"
                className="h-4 w-4"
              />
              Show on the home page
            </label>
            <p id="city-featured-rule" className="mt-1 text-xs text-muted-foreground">
              {homePageFull
                ? `The home page shows ${FEATURED_CITY_LIMIT} cities: ${featured ? 'this one takes the place of the one chosen below' : 'tick to choose the one this city replaces'}.`
                : `The home page shows ${FEATURED_CITY_LIMIT} cities, each with an image (${featuredElsewhere.length + (featured ? 1 : 0)} chosen).`}
            </p>
            {homePageFull && featured ? (
              <div className="mt-3">
                <label htmlFor="city-replaces" className={labelClass}>
                  In place of *
                </label>
                <select {...f('replaces').input} {...register('replaces')} className={fieldClass}>
                  <option value="">Choose a city on the home page</option>
                  {featuredElsewhere.map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.name}
                    </option>
                  ))}
                </select>
                {f('replaces').error}
              </div>
            ) : null}
            {featured && !image ? (
              <p className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-400">
                Add an image above: a city shown on the home page needs one.
              </p>
            ) : null}
            {f('featured').error}
          </div>
        </div>
      </div>
      <SaveBar
        form={form}
        label={editing ? 'Update City' : 'Add City'}
        busy={uploading}
        onCancel={onCancel}
      />
    </form>
  );
}
