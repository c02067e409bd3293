'use client';

import { Images } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { MediaItem } from '@/server/queries/media';

import { AdminDialog } from '../admin-dialog';
import { readAdminApi } from '../use-admin-mutation';
import { describeImage, imageSize } from './media-words';
import { MediaThumbnail } from './media-thumbnail';

/** Chooses an image already in the media library for a field: `what` names the field's image. */
export function LibraryPicker({
  what,
  onChoose,
}: {
  what: string;
  onChoose: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [images, setImages] = useState<MediaItem[] | null>(null);
  const load = async () => {
    setImages(null);
    const answer = await readAdminApi<{ images: MediaItem[] }>(
      '/api/admin/media',
      'The media library could not be opened',
    );
    setImages(answer?.images ?? []);
  };
  return (
    <AdminDialog
      title="Media Library"
      description={`Choose the ${what}.`}
      size="max-h-[90vh] w-[min(56rem,96vw)]"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Images className="h-4 w-4" aria-hidden />
          Choose from Library<span className="sr-only"> for the {what}</span>
        </Button>
      }
    >
      {images === null ? (
        <p className="mt-6 text-sm text-muted-foreground">Loading the images...</p>
      ) : images.length === 0 ? (
        <p className="mt-6 text-sm text-muted-foreground">
          No image uploaded yet: upload one instead.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image) => (
            <li key={image.name}>
              <button
                type="button"
                aria-label={`Choose ${describeImage(image)}`}
                onClick={() => {
                  onChoose(image.url);
                  setOpen(false);
                }}
                className="w-full rounded-md border border-border p-2 text-left text-xs hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                <MediaThumbnail url={image.url} className="aspect-[4/3] w-full" />
                <span className="mt-1 block truncate">
                  {image.alt || image.originalName || 'No alt text'}
                </span>
                <span className="block text-muted-foreground">{imageSize(image)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
