// Draws the site's own artwork (city skylines, Open Graph card, logo) so no image comes from a third party.
// Run with `npx tsx scripts/generate-images.ts`; the output in public/ is committed.
import { mkdir, writeFile } from 'node:fs/promises';

import sharp from 'sharp';

import { teamMemberSeeds } from '../src/server/db/seed/data/people';
import { authorSeeds } from '../src/server/db/seed/data/blog/authors';
import { postSeeds } from '../src/server/db/seed/data/blog/posts';

type Palette = { sky: [string, string]; far: string; near: string; sun: string };

const cities: Record<string, Palette> = {
  mumbai: { sky: ['#1e3a8a', '#f97316'], far: '#334155', near: '#0f172a', sun: '#fde68a' },
  delhi: { sky: ['#7c2d12', '#fbbf24'], far: '#78350f', near: '#1c1917', sun: '#fef3c7' },
  bengaluru: { sky: ['#065f46', '#a7f3d0'], far: '#047857', near: '#022c22', sun: '#ecfccb' },
  chennai: { sky: ['#0c4a6e', '#38bdf8'], far: '#075985', near: '#082f49', sun: '#fef9c3' },
  hyderabad: { sky: ['#581c87', '#f0abfc'], far: '#6b21a8', near: '#2e1065', sun: '#fae8ff' },
  kolkata: { sky: ['#831843', '#fda4af'], far: '#9f1239', near: '#4c0519', sun: '#ffe4e6' },
};

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function skyline(
  width: number,
  height: number,
  base: number,
  maxHeight: number,
  fill: string,
  rand: () => number,
) {
  let x = 0;
  let d = `M0 ${height}`;
  while (x < width) {
    const w = 30 + rand() * 70;
    const h = maxHeight * (0.35 + rand() * 0.65);
    d += ` L${x} ${base - h} L${x + w} ${base - h}`;
    if (rand() > 0.7) d += ` L${x + w / 2} ${base - h - 24} L${x + w} ${base - h}`;
    x += w;
  }
  d += ` L${width} ${height} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

function citySvg(name: string, p: Palette, seed: number) {
  const rand = seeded(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#g)"/>
  <circle cx="${560 + rand() * 120}" cy="${120 + rand() * 60}" r="58" fill="${p.sun}" opacity="0.9"/>
  ${skyline(800, 500, 400, 170, p.far, rand)}
  ${skyline(800, 500, 470, 150, p.near, rand)}
  <text x="40" y="460" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff" opacity="0.92">${name}</text>
</svg>`;
}

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <polyline points="90,470 260,380 400,420 560,280 720,330 900,170" fill="none" stroke="#60a5fa" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="90" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">RankSutra Digital</text>
  <text x="90" y="215" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#cbd5e1">SEO and digital marketing for Indian businesses</text>
  <text x="90" y="570" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#93c5fd">SEO · PPC · Content Strategy · Site Speed · Local SEO</text>
</svg>`;

const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#1d4ed8"/>
  <polyline points="12,44 26,30 36,38 52,20" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <polyline points="42,20 52,20 52,30" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

await mkdir('public/images/cities', { recursive: true });
let seed = 7;
for (const [slug, palette] of Object.entries(cities)) {
  const name = slug.charAt(0).toUpperCase() + slug.slice(1);
  await sharp(Buffer.from(citySvg(name, palette, seed++ * 131)))
    .webp({ quality: 80 })
    .toFile(`public/images/cities/${slug}.webp`);
}
await sharp(Buffer.from(ogSvg)).png({ compressionLevel: 9 }).toFile('public/og-image.png');
await writeFile('public/icon.svg', iconSvg);
await sharp(Buffer.from(iconSvg)).resize(512, 512).png().toFile('public/logo.png');
await sharp(Buffer.from(iconSvg)).resize(180, 180).png().toFile('public/apple-icon.png');
const categoryColours: Record<string, [string, string]> = {
  SEO: ['#1e3a8a', '#2563eb'],
  Marketing: ['#7c2d12', '#ea580c'],
  'Content Strategy': ['#064e3b', '#059669'],
  'Social Media': ['#701a75', '#c026d3'],
  Analytics: ['#312e81', '#4f46e5'],
};

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines.slice(0, 4);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

await mkdir('public/images/blog', { recursive: true });
for (const [index, post] of postSeeds.entries()) {
  const [from, to] = categoryColours[post.category] ?? ['#1e293b', '#475569'];
  const lines = wrap(post.title, 30)
    .map(
      (l, i) =>
        `<text x="80" y="${250 + i * 72}" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="${1000 - (index % 4) * 40}" cy="${120 + (index % 3) * 40}" r="${140 + (index % 5) * 12}" fill="#ffffff" opacity="0.08"/>
  <circle cx="1100" cy="560" r="220" fill="#ffffff" opacity="0.06"/>
  <text x="80" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" opacity="0.8" letter-spacing="4">${escapeXml(post.category.toUpperCase())}</text>
  ${lines}
</svg>`;
  await sharp(Buffer.from(svg))
    .webp({ quality: 78 })
    .toFile(`public/images/blog/${post.slug}.webp`);
}

const avatarColours = ['#1d4ed8', '#b45309', '#047857', '#7e22ce'];
const people = [
  ...authorSeeds.map((a) => ({ name: a.name, file: `public${a.profile_image}` })),
  ...teamMemberSeeds.map((m) => ({ name: m.name, file: `public${m.image}` })),
];
await mkdir('public/images/authors', { recursive: true });
await mkdir('public/images/team', { recursive: true });
for (const [index, author] of people.entries()) {
  const initials = author.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="${avatarColours[index % avatarColours.length]}"/>
  <circle cx="160" cy="128" r="62" fill="#ffffff" opacity="0.25"/>
  <path d="M40 320c10-70 60-110 120-110s110 40 120 110z" fill="#ffffff" opacity="0.25"/>
  <text x="160" y="300" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${initials}</text>
</svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(author.file);
}

console.log('images written');
