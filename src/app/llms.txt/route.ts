import { loadLlmsText } from '@/server/crawlers/llms-txt';

export async function GET() {
  const text = await loadLlmsText();
  if (text === null)
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
