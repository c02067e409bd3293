import type { Metadata } from 'next';

import { LibraryUpload } from '@/components/admin/media/library-upload';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { NoAccess } from '@/components/admin/no-access';
import { loadMedia } from '@/server/admin/media/load-media';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Media Library' };

export default async function MediaPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const images = await loadMedia();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Media Library</h1>
        <LibraryUpload />
      </div>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Every image uploaded to the site, with where it is used. Every image field (posts, authors,
        cities, the team) chooses from here or uploads into it. An image in use cannot be deleted.
      </p>
      <MediaLibrary images={images} />
    </div>
  );
}
