'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { mediaAltSchema, type MediaAltInput } from '@/lib/validation/media';

import { submitToAdminApi, submitWhenValid } from '../admin-form';
import { SaveBar } from '../editor/save-bar';
import { TextField } from '../form-fields';

/** An image's alt text: what a screen reader says, and what a search engine reads, for it. */
export function AltTextForm(props: {
  name: string;
  alt: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useForm<MediaAltInput>({
    resolver: zodResolver(mediaAltSchema),
    defaultValues: { alt: props.alt },
  });
  const save = (values: MediaAltInput) =>
    submitToAdminApi({
      url: `/api/admin/media/${props.name}`,
      method: 'PATCH',
      values,
      setError: form.setError,
      saved: 'Alt text saved.',
      failed: 'Failed to save the alt text',
      onDone: props.onDone,
    });
  return (
    <form onSubmit={submitWhenValid(form.handleSubmit, save)} noValidate className="mt-4 space-y-4">
      <TextField
        form={form}
        prefix={`media-${props.name.slice(0, 8)}`}
        name="alt"
        label="Alt text"
        hint="What the image shows, in a sentence: read aloud to those who cannot see it."
      />
      <SaveBar form={form} label="Save Alt Text" onCancel={props.onCancel} />
    </form>
  );
}
