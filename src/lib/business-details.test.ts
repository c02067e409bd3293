import { describe, expect, it } from 'vitest';

import { businessDetailsFrom, describeDays } from './business-details';
import { businessFormSchema, businessSchema } from './validation/business';

describe('describeDays', () => {
  it('names a run of days by its ends and other days one by one, in week order', () => {
    expect(describeDays(['Saturday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe(
      'Monday to Saturday',
    );
    expect(describeDays(['Friday', 'Monday', 'Wednesday'])).toBe('Monday, Wednesday and Friday');
    expect(describeDays(['Sunday'])).toBe('Sunday');
    expect(describeDays([])).toBe('');
  });
});

const valid = {
  name: 'RankSutra Digital',
  short_name: 'RankSutra',
  description: 'An SEO agency.',
  email: 'hello@ranksutra.in',
  telephone: '+91 22 4012 3456',
  street_address: '',
  locality: '',
  region: '',
  postal_code: '',
  latitude: '',
  longitude: '',
  opening_days: [],
  opens: '',
  closes: '',
  price_range: '',
  linkedin: '',
  twitter: '',
  facebook: '',
  instagram: '',
};

describe('businessSchema and businessDetailsFrom', () => {
  it('keeps what the owner left empty out of the details', () => {
    const data = businessSchema.parse(valid);
    const details = businessDetailsFrom(data, { siteUrl: 'https://x.in', logoPath: '/logo.png' });
    expect(details).toMatchObject({ address: null, geo: null, openingHours: [], social: {} });
  });

  it('asks for the whole address, both coordinates and sensible hours', () => {
    const result = businessSchema.safeParse({
      ...valid,
      locality: 'Pune',
      postal_code: '41100',
      latitude: '18.5',
      opening_days: ['Monday'],
      opens: '18:00',
      closes: '09:00',
      linkedin: 'linkedin.com/x',
    });
    const errors = result.error?.flatten().fieldErrors;
    expect(errors).toMatchObject({
      street_address: ['Give the street address, or clear the address'],
      region: ['Give the state, or clear the address'],
      postal_code: ['Enter a 6-digit PIN code'],
      longitude: ['Give both latitude and longitude, or neither'],
      closes: ['Closing must be after opening'],
      linkedin: ['Enter the full LinkedIn address, starting with https://'],
    });
  });
});

describe('the WhatsApp button', () => {
  const details = (input: object) =>
    businessDetailsFrom(businessFormSchema.parse({ ...valid, ...input }), {
      siteUrl: 'https://x.in',
      logoPath: '/logo.png',
    });

  it('follows the phone unless it has a number of its own, and can be switched off', () => {
    expect(details({ telephone: '98200 12345' }).whatsapp).toBe('+919820012345');
    expect(details({ telephone: '98200 12345', whatsapp: '98190 12345' }).whatsapp).toBe(
      '+919819012345',
    );
    expect(details({ whatsapp_button: false }).whatsapp).toBeNull();
  });

  it('refuses a landline, its own or the phone it follows', () => {
    const errors = (input: object) =>
      businessFormSchema.safeParse({ ...valid, ...input }).error?.flatten().fieldErrors.whatsapp;
    expect(errors({ whatsapp: '022 4012 3456', telephone: '98200 12345' })).toEqual([
      'This is a landline, which WhatsApp cannot reach: give a mobile number',
    ]);
    expect(errors({})).toEqual([
      'The phone is a landline, which WhatsApp cannot reach: give a mobile number here, or turn the WhatsApp button off',
    ]);
    // Stored details are read without the rule, so a landline saved before is not lost.
    expect(businessSchema.safeParse(valid).success).toBe(true);
  });
});

describe("the office's coordinates", () => {
  const errors = (latitude: string, longitude: string) =>
    businessFormSchema
      .safeParse({ ...valid, whatsapp_button: false, latitude, longitude })
      .error?.flatten().fieldErrors;

  it('are refused on the form with fewer than 5 decimal places, zeros at the end not counted', () => {
    expect(errors('19.0176', '72.82583')).toEqual({
      latitude: [
        'Give the latitude to at least 5 decimal places, e.g. 19.00047, as Google asks (zeros at the end do not count)',
      ],
    });
    expect(errors('19.00047', '72.82000')?.longitude).toEqual([
      'Give the longitude to at least 5 decimal places, e.g. 72.82583, as Google asks (zeros at the end do not count)',
    ]);
    expect(errors('19.00047', '72.825831')).toBeUndefined();
    expect(errors('', '')).toBeUndefined();
    // Stored details are read without the rule: an office saved with 4 decimals is not lost.
    expect(
      businessSchema.safeParse({ ...valid, latitude: '19.0176', longitude: '72.8258' }).success,
    ).toBe(true);
  });
});
