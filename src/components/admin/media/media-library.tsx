'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/dates';
import type { LibraryImage } from '@/server/admin/media/load-media';

import { AdminDialog } from '../admin-dialog';
import { AdminEmptyState, AdminTable } from '../admin-table-head';
import { ConfirmDelete } from '../confirm-delete';
import { useAdminMutation } from '../use-admin-mutation';
import { AltTextForm } from './alt-text-form';
import { describeImage, imageSize } from './media-words';
import { MediaThumbnail } from './media-thumbnail';

/** Every uploaded image: its size, alt text and where it is used; one not in use can be deleted. */
export function MediaLibrary({ images }: { images: LibraryImage[] }) {
  const router = useRouter();
  const mutate = useAdminMutation();
  const [editing, setEditing] = useState<LibraryImage | null>(null);
  if (images.length === 0)
    return <AdminEmptyState>No image uploaded yet. Upload one above.</AdminEmptyState>;
  return (
    <>
      <AdminTable
        caption="Uploaded images, newest first"
        columns={['Image', 'Alt text', 'Size', 'Used in']}
      >
        {images.map((image) => (
          <tr key={image.name} className="align-top">
            <td className="px-4 py-3">
              <MediaThumbnail url={image.url} className="h-16 w-24" />
              <p className="mt-1 text-xs text-muted-foreground">
                {formatLongDateTime(image.createdAt)}
                {image.uploadedBy ? `, by ${image.uploadedBy}` : ''}
              </p>
            </td>
            <td className="max-w-xs px-4 py-3">
              {image.alt || <span className="text-muted-foreground">No alt text</span>}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{imageSize(image)}</td>
            <td className="px-4 py-3">
              {image.uses.length === 0 ? (
                <span className="text-muted-foreground">Not used</span>
              ) : (
                <ul className="space-y-1">
                  {image.uses.map((use) => (
                    <li key={use.what}>
                      <a href={use.href} className="text-primary hover:underline">
                        {use.what}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap">
              <Button variant="outline" size="sm" onClick={() => setEditing(image)}>
                Edit Alt Text<span className="sr-only"> of {describeImage(image)}</span>
              </Button>{' '}
              {image.uses.length === 0 ? (
                <ConfirmDelete
                  question={`Delete ${describeImage(image)}? It is used nowhere on the site; it cannot be brought back.`}
                  onConfirm={() =>
                    void mutate({
                      url: `/api/admin/media/${image.name}`,
                      method: 'DELETE',
                      done: 'Image deleted.',
                      failed: 'Failed to delete the image',
                    })
                  }
                  trigger={
                    <Button variant="outline" size="sm">
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Delete<span className="sr-only"> {describeImage(image)}</span>
                    </Button>
                  }
                />
              ) : (
                <span className="ml-2 text-xs text-muted-foreground">In use: kept</span>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminDialog
        title="Edit Alt Text"
        description={`The alt text of ${editing ? describeImage(editing) : 'the image'}`}
        describedOnlyAloud
        size="w-[min(32rem,94vw)]"
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        {editing ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- the image being described */}
            <img src={editing.url} alt="" className="mt-3 max-h-48 rounded object-contain" />
            <AltTextForm
              name={editing.name}
              alt={editing.alt}
              onCancel={() => setEditing(null)}
              onDone={() => {
                setEditing(null);
                router.refresh();
              }}
            />
          </>
        ) : null}
      </AdminDialog>
    </>
  );
}
