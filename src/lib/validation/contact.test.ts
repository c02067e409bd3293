import { describe, expect, it } from 'vitest';

import { PHONE_MESSAGE } from '../phone';
import { serviceOptionsFrom } from '../contact-options';
import { cityFromPath, contactFormSchema, contactSubmissionSchema } from './contact';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '',
  company: '',
  website: '',
  service: 'seo',
  city: '',
  message: 'We need help with local SEO.',
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('contactFormSchema', () => {
  it('accepts a valid enquiry, with the optional fields empty or filled', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
    expect(
      contactFormSchema.safeParse({
        ...valid,
        phone: '+91 98200 00000',
        company: 'Rao Traders',
        website: 'https://rao.in',
        city: 'Pune',
      }).success,
    ).toBe(true);
    const { phone: _p, company: _c, website: _w, city: _ci, ...required } = valid;
    expect(contactFormSchema.safeParse(required).success).toBe(true);
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['name', { name: '   A  ' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['website', { website: 'rao dot in' }, 'Please enter a valid URL'],
    ['website', { website: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    ['website', { website: 'ftp://rao.in' }, 'Please enter a valid URL'],
    ['phone', { phone: '98765' }, PHONE_MESSAGE],
    ['service', { service: '' }, 'Please select a service'],
    ['service', { service: 'Plumbing!' }, 'Please select a service'],
    ['message', { message: 'Hi' }, 'Message must be at least 5 characters'],
  ])('%s: %j gives "%s"', (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })[field as keyof ReturnType<typeof errorsFor>]).toEqual(
      [message],
    );
  });

  it('reports every invalid field at once', () => {
    expect(
      Object.keys(errorsFor({ name: '', email: '', service: '', message: '' })).sort(),
    ).toEqual(['email', 'message', 'name', 'service']);
  });

  it('keeps Devanagari and emoji', () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      name: 'आशा राव',
      message: 'नमस्ते 🙏 हमें SEO चाहिए',
    });
    expect(parsed.name).toBe('आशा राव');
    expect(parsed.message).toBe('नमस्ते 🙏 हमें SEO चाहिए');
  });
});

describe('contactSubmissionSchema', () => {
  it('sends the website (a bare domain read as https://), the phone in E.164 and attribution', () => {
    const parsed = contactSubmissionSchema.parse({
      ...valid,
      website: 'shop.x.in/about',
      phone: '098765-43210',
      utm: { utm_source: 'google' },
    });
    expect(parsed.website).toBe('https://shop.x.in/about');
    expect(parsed.phone).toBe('+919876543210');
    expect(parsed.utm).toEqual({ utm_source: 'google' });
  });
  it('refuses utm keys that are not utm_*', () => {
    expect(contactSubmissionSchema.safeParse({ ...valid, utm: { evil: 'x' } }).success).toBe(false);
  });
});

describe('service options and city pre-fill', () => {
  it('offers the stored services in their order, then Other', () => {
    expect(
      serviceOptionsFrom([
        { slug: 'seo', name: 'SEO' },
        { slug: 'ppc', name: 'PPC' },
      ]),
    ).toEqual([
      { value: 'seo', label: 'SEO' },
      { value: 'ppc', label: 'PPC' },
      { value: 'other', label: 'Other' },
    ]);
  });
  it.each(['', 'SEO', '../x', 'a'.repeat(61)])('refuses %j as a service', (service) => {
    const result = contactFormSchema.safeParse({ ...valid, service });
    expect(result.error?.issues[0]?.message).toBe('Please select a service');
  });
  it.each([
    ['/services/seo/navi-mumbai', 'Navi Mumbai'],
    ['/services/local-seo/pune', 'Pune'],
    ['/services', ''],
    ['/services/seo/file.txt', ''],
    ['/contact', ''],
    ['/', ''],
  ])('%s -> "%s"', (path, city) => {
    expect(cityFromPath(path)).toBe(city);
  });
});
