import { describe, expect, it } from 'vitest';

import { checkPost, outline, readingEase, type PostDraft } from './post-checks';

const sentence = 'Local SEO brings more calls from Google Maps to small clinics in Pune. ';
const good: PostDraft = {
  title: 'Local SEO for Pune Clinics: A Practical Checklist',
  metaDescription:
    'A local SEO checklist for Pune clinics: profile, reviews, citations and pages that bring calls from Google Maps.',
  slug: 'local-seo-pune-clinics',
  keyphrase: 'local SEO',
  siteHost: 'ranksutra.in',
  content: [
    `${sentence}See our [local SEO service](/services/local-seo) and [Google's guide](https://support.google.com/business).`,
    '',
    '## Why local SEO matters',
    '',
    '![A clinic listing on Google Maps](/images/maps.webp)',
    '',
    sentence.repeat(60),
  ].join('\n'),
};
const marks = (draft: PostDraft) => Object.fromEntries(checkPost(draft).map((c) => [c.id, c.mark]));

describe('SEO checks of a post', () => {
  it('passes every check of a well-prepared post', () => {
    expect(marks(good)).toEqual({
      'key-title': 'pass',
      'key-description': 'pass',
      'key-slug': 'pass',
      'key-intro': 'pass',
      'key-subheading': 'pass',
      'title-length': 'pass',
      'description-length': 'pass',
      'word-count': 'pass',
      'image-alt': 'pass',
      'internal-links': 'pass',
      'outbound-links': 'pass',
      'single-h1': 'pass',
      readability: 'pass',
    });
    // Counted as a person writes it: one link, not "1 links".
    const said = Object.fromEntries(checkPost(good).map((c) => [c.id, c.message]));
    expect(said['internal-links']).toBe('1 link to this site.');
    expect(said['outbound-links']).toBe('1 link to other sites.');
  });

  it('marks the keyphrase checks as problems where it is missing, whole words only', () => {
    const missing = marks({
      ...good,
      title: 'A Practical Checklist for Clinics in Pune Today',
      metaDescription:
        'Profile, reviews and citations for clinics that want more calls from the map.',
      slug: 'clinic-checklist',
      content: 'Clinics want calls.\n\n## Reviews first\n\nLocalised SEOs are not it.',
    });
    for (const id of ['key-title', 'key-description', 'key-slug', 'key-intro', 'key-subheading'])
      expect(missing[id], id).toBe('problem');
    expect(marks({ ...good, keyphrase: '' })['key-title']).toBe('improve');
  });

  it('finds a keyphrase by its words in order, small words and simple plurals aside, and says where', () => {
    const lucknow = {
      ...good,
      keyphrase: 'local seo lucknow',
      title: 'Local SEO in Lucknow: A Practical Checklist for Shops',
    };
    const title = checkPost(lucknow).find((check) => check.id === 'key-title')!;
    expect(title).toMatchObject({
      mark: 'pass',
      message: 'The keyphrase appears in the SEO title: “Local SEO in Lucknow”.',
    });
    expect(marks({ ...lucknow, keyphrase: 'local seo in lucknow' })['key-title']).toBe('pass');
    expect(marks({ ...good, keyphrase: 'Pune clinic' })['key-title']).toBe('pass');
    expect(marks({ ...good, keyphrase: 'local seo checklists' })['key-title']).toBe('problem');
    expect(marks({ ...good, keyphrase: 'seo local' })['key-title']).toBe('problem');
  });

  it('flags titles and descriptions Google would cut or find too short', () => {
    expect(marks({ ...good, title: 'Local SEO' })['title-length']).toBe('improve');
    expect(marks({ ...good, metaTitle: 'x'.repeat(61) })['title-length']).toBe('problem');
    expect(marks({ ...good, metaDescription: 'Short.' })['description-length']).toBe('improve');
    expect(marks({ ...good, metaDescription: '', excerpt: '' })['description-length']).toBe(
      'problem',
    );
  });

  it('counts words, images without alt text, links and h1s', () => {
    const thin = marks({
      ...good,
      content: '# Local SEO\n\nLocal SEO in brief. ![](/a.webp) [mail](mailto:x@y.in)',
    });
    expect(thin).toMatchObject({
      'word-count': 'problem',
      'image-alt': 'problem',
      'internal-links': 'improve',
      'outbound-links': 'improve',
      'single-h1': 'problem',
      readability: 'improve',
    });
    const checks = checkPost({ ...good, content: `${'word '.repeat(400)}` });
    expect(checks.find((c) => c.id === 'word-count')).toMatchObject({
      mark: 'improve',
      message: '400 words; 600 or more covers a topic well, under 300 rarely ranks.',
    });
  });

  it('scores readability: plain text passes, long words in long sentences do not', () => {
    expect(readingEase('The cat sat on the mat. '.repeat(10))).toBeGreaterThanOrEqual(90);
    const hard =
      'Comprehensive organisational implementation necessitates considerable interdepartmental communication, substantial administrative infrastructure and continuous methodological evaluation of institutional performance indicators across heterogeneous operational environments. ';
    expect(readingEase(hard.repeat(4))).toBeLessThan(40);
    expect(marks({ ...good, content: hard.repeat(4) }).readability).toBe('problem');
    expect(readingEase('Too short.')).toBeNull();
  });

  it('reads the outline outside code fences only', () => {
    const doc = outline('Intro here.\n\n```\n# not a heading\n[x](/y)\n```\n\n## Real');
    expect(doc).toMatchObject({ firstParagraph: 'Intro here.', h1Count: 0, subheadings: ['Real'] });
    expect(doc.links).toEqual([]);
  });
});
