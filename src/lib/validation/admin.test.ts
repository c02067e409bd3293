import { describe, expect, it } from 'vitest';

import { emailTemplateSchema, statusUpdateSchema } from './admin';

describe('emailTemplateSchema', () => {
  it('accepts the placeholders of the spec', () => {
    expect(
      emailTemplateSchema.safeParse({
        subject: 'From {{name}} about {{service_interest}}',
        body: '<p>{{message}} {{city}}</p>',
      }).success,
    ).toBe(true);
  });
  it('refuses empty fields, a two-line subject and unknown placeholders', () => {
    const errors = (input: object) =>
      emailTemplateSchema.safeParse(input).error?.flatten().fieldErrors;
    expect(errors({ subject: '', body: '' })).toEqual({
      subject: ['Please enter a subject'],
      body: ['Please enter the e-mail body'],
    });
    expect(errors({ subject: 'a\nb', body: 'x' })?.subject).toEqual([
      'The subject must be one line',
    ]);
    expect(errors({ subject: 'Hi', body: '{{password}}' })?.body?.[0]).toMatch(
      /^Unknown placeholder \{\{password\}\}/,
    );
  });
});

describe('statusUpdateSchema', () => {
  it('allows the three statuses only', () => {
    expect(statusUpdateSchema.safeParse({ status: 'contacted' }).success).toBe(true);
    expect(statusUpdateSchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});
