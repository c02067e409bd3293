import 'server-only';

import { deliverWebhooksSoon } from '../enquiries/webhook-worker';
import { deliverMailSoon } from '../mail/mailer';

/** Starts delivering what an enquiry queued: its mails and its webhook. */
export function deliverQueuedSoon(): void {
  void deliverMailSoon();
  void deliverWebhooksSoon();
}
