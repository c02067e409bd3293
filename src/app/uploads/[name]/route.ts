import { connection } from 'next/server';

import { uploadStorage } from '@/server/uploads/configured-storage';
import { readUploadedImage } from '@/server/uploads/store-image';

// Uploaded images: random, never-reused names, so they can be cached for a year.
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[name]'>) {
  await connection();
  const image = await readUploadedImage(uploadStorage, (await params).name);
  if (!image) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
