import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import satori from 'satori';
import sharp from 'sharp';

import { SOCIAL_IMAGE } from '@/lib/seo/social-image';

// Draws a page's social image: 1200x630 PNG with the kind of page, its title and the brand, set
// in fonts that ship with the app (Inter for Latin text and the rupee sign, Noto Sans Devanagari
// for Hindi), so drawing one makes no network call. satori lays the card out as SVG, sharp turns
// it into PNG.

export type SocialCard = {
  kind: string;
  title: string;
  brand: string;
  host: string;
  detail?: string;
};

const fontFile = (pkg: string, file: string) =>
  readFile(path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', file));

let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    fontFile('inter', 'inter-latin-400-normal.woff'),
    fontFile('inter', 'inter-latin-700-normal.woff'),
    fontFile('inter', 'inter-latin-ext-700-normal.woff'),
    fontFile('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff'),
  ]).then(([regular, bold, boldExt, devanagari]) => [
    { name: 'Inter', data: regular, weight: 400 as const },
    { name: 'Inter', data: bold, weight: 700 as const },
    { name: 'Inter Ext', data: boldExt, weight: 700 as const },
    { name: 'Noto Sans Devanagari', data: devanagari, weight: 700 as const },
  ]);
  return fonts;
}

// Emoji and joiners have no glyph in these fonts: left out rather than drawn as boxes.
const withoutEmoji = (text: string) =>
  text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export async function drawSocialCard(card: SocialCard): Promise<Buffer> {
  const title = clip(withoutEmoji(card.title), 110);
  const svg = await satori(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)',
        color: '#ffffff',
        fontFamily: 'Inter, "Inter Ext", "Noto Sans Devanagari"',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div
          style={{
            display: 'flex',
            padding: '8px 20px',
            borderRadius: 999,
            background: '#60a5fa',
            color: '#0f172a',
            fontSize: 28,
            fontWeight: 700,
          }}
        >
          {withoutEmoji(card.kind)}
        </div>
        {card.detail ? (
          <div style={{ display: 'flex', fontSize: 28, color: '#bfdbfe' }}>
            {clip(withoutEmoji(card.detail), 48)}
          </div>
        ) : null}
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 60 ? 56 : 68,
          fontWeight: 700,
          lineHeight: 1.15,
        }}
      >
        {title}
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          fontSize: 30,
        }}
      >
        <div style={{ display: 'flex', fontWeight: 700 }}>{withoutEmoji(card.brand)}</div>
        <div style={{ display: 'flex', color: '#bfdbfe' }}>{card.host}</div>
      </div>
    </div>,
    { ...SOCIAL_IMAGE, fonts: await loadFonts() },
  );
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
