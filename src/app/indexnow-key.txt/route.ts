import { connection } from 'next/server';

import { loadCrawlerPolicy } from '@/server/public-pages/catalog';

// IndexNow's key file, at the keyLocation each notice names: the key, or 404 without one.
export async function GET() {
  await connection();
  const key = (await loadCrawlerPolicy()).indexnow_key;
  return new Response(key ? key : 'Not found\n', {
    status: key ? 200 : 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
