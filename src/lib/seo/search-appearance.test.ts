import { describe, expect, it } from 'vitest';

import { searchAppearanceChecks } from './search-appearance';

const marks = (title: string, description: string) =>
  Object.fromEntries(searchAppearanceChecks({ title, description }).map((c) => [c.id, c.mark]));

describe('searchAppearanceChecks', () => {
  it('passes a title of 30 to 60 characters and a description of 70 to 155', () => {
    expect(marks('Local SEO in Pune | Google Business Profile', 'd'.repeat(120))).toEqual({
      'title-length': 'pass',
      'description-length': 'pass',
    });
  });

  it('warns of a 300-character title, a short or long description, and empty fields', () => {
    const long = searchAppearanceChecks({ title: 't'.repeat(300), description: 'd'.repeat(156) });
    expect(long[0]?.mark).toBe('problem');
    expect(long[0]?.message).toContain('300 characters');
    expect(long[1]?.mark).toBe('improve');
    expect(long[1]?.message).toContain('156 characters');
    expect(marks('Short', 'Too short.')).toMatchObject({
      'title-length': 'improve',
      'description-length': 'improve',
    });
    expect(marks('', '')).toMatchObject({
      'title-length': 'problem',
      'description-length': 'problem',
    });
  });

  it('says HTML in a description is shown as typed', () => {
    const checks = searchAppearanceChecks({
      title: 'SEO Services in Pune | RankSutra',
      description:
        '<b>Bold</b> claims about SEO in Pune, written with markup a result shows as text.',
    });
    expect(checks.at(-1)).toMatchObject({ id: 'plain-text', mark: 'problem' });
    expect(
      marks('A plain title of some length here', 'x < y and y > z'.repeat(6)),
    ).not.toHaveProperty('plain-text');
  });
});
