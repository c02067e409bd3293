import { describe, expect, it } from 'vitest';

import { unconfiguredSender } from './mailer';

describe('the sender without SMTP', () => {
  it('logs the enquiry id and the recipient only, never the visitor’s details', async () => {
    const lines: unknown[][] = [];
    const send = unconfiguredSender({ info: (...args: unknown[]) => void lines.push(args) });
    await expect(
      send({
        to: 'owner@example.in',
        from: 'site@example.in',
        subject: 'New enquiry from Asha Rao',
        html: '<p>asha@example.in, +91 98200 00000: we want more calls</p>',
        enquiryId: 'enquiry-1',
      }),
    ).rejects.toThrow('Mail is not set up');
    expect(lines).toEqual([
      [{ to: 'owner@example.in', enquiryId: 'enquiry-1' }, 'mail not sent: mail is not set up'],
    ]);
  });
});
