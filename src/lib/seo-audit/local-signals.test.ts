import { describe, expect, it } from 'vitest';

import { hasOpeningHours, hasPhoneNumber } from './local-signals';

describe('a phone number in the text', () => {
  it('finds mobiles, landlines with their area code, and toll-free numbers', () => {
    for (const text of [
      'Call +91 98200 12345',
      'Call 098200-12345',
      'Office: +91 20 2345 6789',
      'Office: +91-80-41234567',
      'Phone (022) 2345 6789',
      'Phone 080-41234567',
      'Phone 0120 456 7890',
      'Toll free 1800 123 4567',
    ])
      expect(hasPhoneNumber(text), text).toBe(true);
  });
  it('does not take a price, a PIN code or a year for one', () => {
    for (const text of ['₹1,20,000 a month', 'Pune 411001', 'Since 2009, 120 clients'])
      expect(hasPhoneNumber(text), text).toBe(false);
  });
});

describe('opening hours in the text', () => {
  it('finds them as Indian sites write them', () => {
    for (const text of [
      'Monday to Saturday 9 am to 7 pm',
      'Mon-Sat: 10:00-19:00',
      'Open 10.00 to 19.00',
      'Open daily from 10 am',
      'All 7 days, 9 to 9',
      'Open 24x7',
      'Emergency care 24/7',
    ])
      expect(hasOpeningHours(text), text).toBe(true);
  });
  it('does not take a date or a price for them', () => {
    for (const text of ['Founded on 12.05.2009', 'Plans from ₹4,999', 'Read in 5 minutes'])
      expect(hasOpeningHours(text), text).toBe(false);
  });
});
