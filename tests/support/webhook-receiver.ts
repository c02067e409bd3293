import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { headers: Record<string, string | string[] | undefined>; body: string };

/** A real HTTP receiver on 127.0.0.1 answering with the given statuses in turn (then 200). */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiry`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
