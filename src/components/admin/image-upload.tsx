'use client';

import { Upload } from 'lucide-react';
import { useState } from 'react';

import { toast } from '@/components/ui/toast';

import { LibraryPicker } from './media/library-picker';

export type ImageUploadProps = {
  /** The accessible name of the file input, e.g. 'Upload featured image'. */
  label: string;
  /** The current image path, previewed when it is on this site. */
  value: string;
  previewAlt: string;
  previewClassName: string;
  /** Told of the image's path once it is uploaded, or chosen from the media library. */
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
  /** false: no "Choose from Library" (the library's own upload). */
  library?: boolean;
};

/**
 * Every image field's one control: uploads an image into the media library (the admin's uploads
 * API) or chooses one already there, and previews the chosen path.
 */
export function ImageUpload(props: ImageUploadProps) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    props.onBusyChange?.(true);
    try {
      const data = new FormData();
      data.append('file', file);
      const response = await fetch('/api/admin/uploads', { method: 'POST', body: data });
      const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !body.url)
        throw new Error(body.error ?? `Upload failed (${response.status})`);
      props.onChange(body.url);
    } catch (error) {
      toast.error('Image upload failed', { description: (error as Error).message });
    } finally {
      setUploading(false);
      props.onBusyChange?.(false);
    }
  };

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm hover:bg-muted">
          <Upload className="h-4 w-4" aria-hidden />
          {uploading ? 'Uploading...' : 'Upload image'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            aria-label={props.label}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
              event.target.value = '';
            }}
          />
        </label>
        {props.library === false ? null : (
          <LibraryPicker what={props.label.replace(/^Upload /, '')} onChoose={props.onChange} />
        )}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">JPEG, PNG, WebP or AVIF, up to 5 MB.</p>
      {props.value && /^\/(uploads|images)\//.test(props.value) ? (
        // eslint-disable-next-line @next/next/no-img-element -- a live preview of any path the admin types
        <img src={props.value} alt={props.previewAlt} className={props.previewClassName} />
      ) : null}
    </>
  );
}
