import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

type Received = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtp(
  port = 0,
): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender that goes away mid-session (an instance killed in the cluster test) resets its
  // connection: the server reports it here, and what was received is what the tests read.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

export const stopSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** The message body as text: quoted-printable soft breaks joined and escapes decoded. */
export function decode(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
