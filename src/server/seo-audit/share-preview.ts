import 'server-only';

import sharp from 'sharp';

import type { SharePreview } from '@/lib/seo-audit/share-preview';

import type { PageEvidence, SiteEvidence } from './evidence';
import type { SafeResponse } from './safe-fetch';

// The picture a home page shares (its og:image), read once by the audit and kept in its report as
// a small copy, so the report shows the prospect's card without their server being asked again by
// every reader (and without the report's page loading anything from another site).

const CARD_WIDTH = 480;
const CARD_HEIGHT = 252;

/** The og:image as a small WebP data: URL; null when there is none or it is not a readable image. */
export async function readShareImage(
  home: PageEvidence,
  read: (url: string) => Promise<SafeResponse | null>,
): Promise<string | null> {
  if (!home.openGraph.image) return null;
  let url: string;
  try {
    url = new URL(home.openGraph.image, home.url).href;
  } catch {
    return null;
  }
  const answer = await read(url);
  if (!answer || answer.status !== 200 || answer.cut) return null;
  try {
    const small = await sharp(answer.body, { limitInputPixels: 40_000_000 })
      .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
      .webp({ quality: 60 })
      .toBuffer();
    return `data:image/webp;base64,${small.toString('base64')}`;
  } catch {
    // Not an image sharp can read (an HTML error page, say): the card shows no picture.
    return null;
  }
}

/** The home page's result and card as the report draws them: what a crawler and WhatsApp read. */
export function sharePreviewOf(site: SiteEvidence): SharePreview {
  const home = site.pages[0]!;
  const { openGraph } = home;
  return {
    url: home.url,
    title: home.title,
    description: home.description,
    card: {
      title: openGraph.title || home.title,
      description: openGraph.description || home.description,
      imageUrl: openGraph.image || null,
      thumbnail: site.shareImage,
    },
  };
}
