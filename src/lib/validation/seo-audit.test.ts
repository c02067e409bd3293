import { describe, expect, it } from 'vitest';

import {
  auditFieldsOf,
  auditFormSchema,
  CONSENT_MESSAGE,
  WEBSITE_MISSING_MESSAGE,
} from './seo-audit';

const valid = {
  website: 'shop.example.in',
  name: 'Asha Rao',
  email: 'asha@example.in',
  consent: true,
};

describe('the free SEO audit form', () => {
  it('reads a bare host as https and keeps the rest', () => {
    const parsed = auditFormSchema.parse(valid);
    expect(parsed.website).toBe('https://shop.example.in');
    expect(parsed.name).toBe('Asha Rao');
  });

  it('asks for the website, a real address and consent in words', () => {
    const result = auditFormSchema.safeParse({ ...valid, website: '', consent: false });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.website).toEqual([WEBSITE_MISSING_MESSAGE]);
    expect(errors.consent).toEqual([CONSENT_MESSAGE]);
    const other = auditFormSchema.safeParse({ ...valid, website: 'ftp://example.in' });
    expect(other.error!.flatten().fieldErrors.website).toEqual(['Please enter a valid URL']);
  });

  it('reads the plain form, where a ticked box sends "on"', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, consent: 'on' })) form.set(key, value);
    expect(auditFormSchema.parse(auditFieldsOf(form)).consent).toBe(true);
    form.delete('consent');
    expect(auditFormSchema.safeParse(auditFieldsOf(form)).success).toBe(false);
  });
});
