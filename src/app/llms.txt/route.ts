import { connection } from 'next/server';

import { loadLlmsText } from '@/server/crawlers/llms-txt';

// Made at each request from cached reads: it follows the owner's switch and content at once.
export async function GET() {
  await connection();
  const text = await loadLlmsText();
  if (text === null)
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
