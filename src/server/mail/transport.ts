import 'server-only';

import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  from: string;
  subject: string;
  html: string;
  /**
   * The same on every attempt at one outbox mail: a copy sent again because a worker died between
   * sending it and recording it is the same message to the recipient's mail client.
   */
  messageId?: string;
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
  return async ({ to, from, subject, html, messageId }) => {
    await transport.sendMail({ to, from, subject, html, messageId });
  };
}
