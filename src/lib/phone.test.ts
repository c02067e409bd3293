import { describe, expect, it } from 'vitest';

import {
  displayPhone,
  normalisePhone,
  phoneForSpreadsheet,
  phoneHref,
  whatsappDigits,
} from './phone';

describe('phone numbers', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['(+91) 98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['+91-22-4012-3456', '+912240123456'],
    ['022 4012 3456', '+912240123456'],
    ['0141 234 5678', '+911412345678'],
    ['९८२०० १२३४५', '+919820012345'],
    ['+৯১ ৯৮২০০ ১২৩৪৫', '+919820012345'],
    ['+1 415 555 0100', '+14155550100'],
  ])('reads %s as %s', (typed, stored) => expect(normalisePhone(typed)).toBe(stored));

  it.each(['', '98765', '12345 67890 12345', 'call us', '+91 0820012345'])('refuses %j', (typed) =>
    expect(normalisePhone(typed)).toBeNull(),
  );

  it('shows a stored number grouped, dialled from India, as a link and for WhatsApp', () => {
    expect(displayPhone('+919876543210')).toBe('+91 98765 43210');
    expect(displayPhone('+912240123456')).toBe('+91 22 4012 3456');
    expect(phoneForSpreadsheet('+919876543210')).toBe('(+91) 98765 43210');
    expect(phoneForSpreadsheet('+912240123456')).toBe('(+91) 22 4012 3456');
    expect(phoneForSpreadsheet('+14155550100')).toBe('(+1) 415 555 0100');
    expect(phoneHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(whatsappDigits('098765 43210')).toBe('919876543210');
    // An older row kept as it was typed is shown as it is.
    expect(displayPhone('ask for Ravi')).toBe('ask for Ravi');
  });
});
