import { describe, expect, it } from 'vitest';

import { failedForNoServer, MAIL_NOT_SET_UP, timelineText } from './timeline-text';

describe('a mail failed for want of a mail server', () => {
  const detail = `owner@agency.in: ${MAIL_NOT_SET_UP} (attempt 1, retry in 1 min)`;

  it('says mail is not set up, with whom it was for and when it is tried again', () => {
    expect(failedForNoServer('mail-failed', detail)).toBe(true);
    expect(timelineText('mail-failed', detail)).toBe(
      'Notification to owner@agency.in not sent: mail is not set up (attempt 1, retry in 1 min).',
    );
    // As histories written before the mail settings screen hold it.
    expect(
      timelineText(
        'auto-reply-failed',
        'asha@example.in: SMTP is not configured (set SMTP_URL) (attempt 10, no more retries)',
      ),
    ).toBe(
      'Auto-reply to asha@example.in not sent: mail is not set up (attempt 10, no more retries).',
    );
  });

  it('leaves a server’s own refusal, and a webhook’s failure, as they were', () => {
    const refused = 'owner@agency.in: 550 No such user (attempt 1, retry in 1 min)';
    expect(failedForNoServer('mail-failed', refused)).toBe(false);
    expect(timelineText('mail-failed', refused)).toBe(`Notification failed: ${refused}`);
    expect(failedForNoServer('webhook-failed', detail)).toBe(false);
  });
});
