'use client';

import { useRouter } from 'next/navigation';

import { toast } from '@/components/ui/toast';

import { ImageUpload } from '../image-upload';

/** Uploads an image into the media library, for any field to choose later. */
export function LibraryUpload() {
  const router = useRouter();
  return (
    <div>
      <ImageUpload
        label="Upload image to the library"
        value=""
        previewAlt=""
        previewClassName=""
        library={false}
        onChange={() => {
          toast.success('Image uploaded to the library.');
          router.refresh();
        }}
      />
    </div>
  );
}
