import { describe, expect, it } from 'vitest';

import { emailTemplateSchema, placeholderWarning } from './email-template';

describe('emailTemplateSchema', () => {
  it('accepts the placeholders of the spec', () => {
    expect(
      emailTemplateSchema.safeParse({
        subject: 'From {{name}} about {{service_interest}}',
        body: '<p>{{message}} {{city}}</p>',
      }).success,
    ).toBe(true);
  });
  it('refuses empty fields and a two-line subject', () => {
    const errors = (input: object) =>
      emailTemplateSchema.safeParse(input).error?.flatten().fieldErrors;
    expect(errors({ subject: '', body: '' })).toEqual({
      subject: ['Please enter a subject'],
      body: ['Please enter the e-mail body'],
    });
    expect(errors({ subject: 'Hi', asHtml: false, text: '' })).toEqual({
      text: ['Please write the e-mail'],
    });
    expect(errors({ subject: 'a\nb', body: 'x' })?.subject).toEqual([
      'The subject must be one line',
    ]);
  });
  it('accepts unknown placeholders with a warning naming them', () => {
    expect(emailTemplateSchema.safeParse({ subject: 'Hi', body: '{{password}}' }).success).toBe(
      true,
    );
    expect(placeholderWarning('{{password}} {{ password }} {{name}}')).toMatch(
      /^Unknown placeholder \{\{password\}\}: it will be left empty\. Use \{\{name\}\}/,
    );
    expect(placeholderWarning('{{name}} {{city}}')).toBeNull();
  });
});
