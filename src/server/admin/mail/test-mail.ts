import 'server-only';

import type { DB } from '../../db/schema';
import { mailFrom } from '../../mail/mailer';
import { currentMailServer, describeMailFailure } from '../../mail/mail-server';
import { smtpTransport } from '../../mail/transport';

export type TestMailAnswer = { sent: boolean; answer: string };

/** Sends a test e-mail through the server the site uses now, and says what the server answered. */
export async function sendTestMail(db: DB, to: string): Promise<TestMailAnswer> {
  const server = await currentMailServer(db);
  if (!server)
    return {
      sent: false,
      answer: 'Mail is not set up: enter the SMTP server above and save it first.',
    };
  const transport = smtpTransport(server.transport);
  try {
    const info = await transport.sendMail({
      to,
      from: await mailFrom(db),
      subject: 'Test e-mail from your website',
      text: 'This test e-mail was sent from the mail settings of your website’s admin. Enquiry notifications, auto-replies and call and quote e-mails go out the same way.',
    });
    return {
      sent: true,
      answer: `Sent through ${server.label}. The server answered: ${info.response}`,
    };
  } catch (error) {
    return { sent: false, answer: describeMailFailure(error, server) };
  } finally {
    transport.close();
  }
}
