import 'server-only';

import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  from: string;
  subject: string;
  html: string;
  /** The enquiry the mail is about, for the log; never sent. */
  submissionId?: string | null;
};

/** Sends one message; throws when the server refuses it or cannot be reached. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async ({ to, from, subject, html }) => {
    await transport.sendMail({ to, from, subject, html });
  };
}
