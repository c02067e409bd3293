// A real SMTP server for the browser tests, started beside the site (playwright.config.ts): each
// message it receives is written to .e2e-mail/ as it came over the wire, for the tests to read.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';

const dir = '.e2e-mail';
const port = Number(process.argv[2]);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      writeFileSync(
        join(dir, `${Date.now()}-${++count}.eml`),
        `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`,
      );
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
