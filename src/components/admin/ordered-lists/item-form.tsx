'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';

import { submitToAdminApi, submitWhenValid } from '../admin-form';
import { SaveBar } from '../editor/save-bar';
import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { ImageUpload } from '../image-upload';

export type ItemField<T> = {
  name: Path<T> & string;
  label: string;
  kind: 'text' | 'textarea' | 'rating' | 'image' | 'hidden';
};

export type ItemFormProps<T extends FieldValues> = {
  /** One item's name, e.g. 'testimonial': 'Add Testimonial', 'Testimonial saved.' */
  noun: string;
  /** Prefix of the fields' ids, when two of these forms can be open on one screen. */
  idPrefix?: string;
  api: string;
  /** The form's zod schema, whose input is T. */
  schema: z.ZodType<unknown, FieldValues>;
  fields: Array<ItemField<T>>;
  /** The item being edited, with its id; null to add one. */
  item: { id: string; values: T } | null;
  empty: T;
  onDone: () => void;
  onCancel: () => void;
};

/** The form of one item of an ordered list (a testimonial, a team member). */
export function ItemForm<T extends FieldValues>(props: ItemFormProps<T>) {
  const { noun, item } = props;
  const editing = item !== null;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const form = useForm<T>({
    // The schema's input type is T; zodResolver cannot see that through the generic.
    resolver: zodResolver(props.schema) as unknown as Resolver<T>,
    defaultValues: (item?.values ?? props.empty) as never,
  });
  const { register, handleSubmit, formState, setValue, setError, control } = form;
  const [uploading, setUploading] = useState(false);
  const values = useWatch({ control }) as Partial<T>;

  const save = (data: T) =>
    submitToAdminApi({
      url: editing ? `${props.api}/${item.id}` : props.api,
      method: editing ? 'PUT' : 'POST',
      values: data,
      setError,
      saved: `${Noun} saved.`,
      failed: `Failed to save the ${noun}`,
      onDone: props.onDone,
    });

  const field = ({ name, label, kind }: ItemField<T>) => {
    const f = fieldProps(props.idPrefix ?? noun.replace(/\s+/g, '-'), formState.errors, name);
    if (kind === 'hidden')
      return (
        <label key={name} className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...f.input} {...register(name)} className="h-4 w-4" />
          {label}
        </label>
      );
    return (
      <div key={name} className={kind === 'textarea' ? 'md:col-span-2' : undefined}>
        <label htmlFor={f.input.id} className={labelClass}>
          {label}
        </label>
        {kind === 'textarea' ? (
          <textarea {...f.input} {...register(name)} rows={4} className={fieldClass} />
        ) : kind === 'rating' ? (
          <select {...f.input} {...register(name, { valueAsNumber: true })} className={fieldClass}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} stars
              </option>
            ))}
          </select>
        ) : (
          <input {...f.input} {...register(name)} className={fieldClass} />
        )}
        {f.error}
        {kind === 'image' ? (
          <ImageUpload
            label={`Upload ${label.replace(/ \*$/, '').toLowerCase()}`}
            value={String(values[name] ?? '')}
            previewAlt="Photo preview"
            previewClassName="mt-3 h-24 w-24 rounded-full object-cover"
            onChange={(url) =>
              setValue(name, url as PathValue<T, Path<T>>, {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
            onBusyChange={setUploading}
          />
        ) : null}
      </div>
    );
  };

  return (
    <form
      onSubmit={submitWhenValid(handleSubmit, save)}
      noValidate
      aria-label={editing ? `Edit ${noun}` : `Add ${noun}`}
      className="mt-8 space-y-6 rounded-lg border border-border bg-card p-6"
    >
      <h2 className="text-xl font-semibold">{editing ? `Edit ${Noun}` : `Add ${Noun}`}</h2>
      <div className="grid gap-5 md:grid-cols-2">{props.fields.map(field)}</div>
      <SaveBar form={form} label={`Save ${Noun}`} busy={uploading} onCancel={props.onCancel} />
    </form>
  );
}
