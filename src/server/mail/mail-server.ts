import 'server-only';

import type SMTPTransport from 'nodemailer/lib/smtp-transport';

import type { DB } from '../db/schema';
import { env } from '../env';
import { getMailSettings } from '../queries/mail-settings';
import { decryptMailPassword } from './mail-password';

// Which SMTP server the site sends through: SMTP_URL when it is set (it wins, and the mail settings
// screen says so), else the one saved on that screen, else none (mail waits in the outbox).

export type MailServer =
  | { source: 'environment'; transport: string; label: string }
  | { source: 'settings'; transport: SMTPTransport.Options; label: string };

/** smtp://host:port of SMTP_URL, its user and password left out. */
function environmentLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

export async function currentMailServer(db: DB): Promise<MailServer | null> {
  if (env.SMTP_URL)
    return {
      source: 'environment',
      transport: env.SMTP_URL,
      label: environmentLabel(env.SMTP_URL),
    };
  const saved = await getMailSettings(db);
  if (!saved.host) return null;
  const password = saved.passwordEncrypted
    ? await decryptMailPassword(db, saved.passwordEncrypted)
    : '';
  return {
    source: 'settings',
    label: `${saved.host}:${saved.port}`,
    transport: {
      host: saved.host,
      port: saved.port,
      secure: saved.security === 'tls',
      requireTLS: saved.security === 'starttls',
      ignoreTLS: saved.security === 'none',
      // A password that can no longer be read is sent as none: the server's refusal says so.
      auth: saved.user ? { user: saved.user, pass: password ?? '' } : undefined,
    },
  };
}

/** What an SMTP failure means, in words an owner can act on. */
export function describeMailFailure(error: unknown, server: MailServer): string {
  const e = (error ?? {}) as { code?: string; message?: string; response?: string };
  const message = e.message ?? String(error);
  const said = e.response ? ` It said: ${e.response}` : '';
  if (e.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return `No server is known by that name (${server.label}): check the host.`;
  if (/ECONNREFUSED/.test(message))
    return `Nothing answered at ${server.label}: the connection was refused. Check the host and the port.`;
  if (e.code === 'ETIMEDOUT' || /timeout|timed out/i.test(message))
    return `${server.label} did not answer within 10 seconds: check the host and the port, and that this server may connect out to it.`;
  if (e.code === 'EAUTH') return `The server refused the user name or password.${said}`;
  if (e.code === 'ETLS' || /SSL|TLS|certificate|wrong version number/i.test(message))
    return `A secure connection could not be made (${message}). Check the security: port 465 is usually TLS from the start, 587 STARTTLS.`;
  if (e.code === 'EENVELOPE') return `The server refused the sender or the recipient.${said}`;
  return `The server could not take the message: ${message}`;
}
