import { bench, describe } from 'vitest';

import { checkPost } from './post-checks';

// `npm run bench:seo`: how long the SEO panel takes to recompute for a 5,000-word post, which it
// does on every keystroke (figures in docs/seo-panel-benchmark.md).
const paragraph =
  'Local SEO brings more calls from Google Maps to small clinics in Pune, and a [guide](/blog/local-seo-checklist-indian-small-businesses) shows how. ![Map listing](/m.webp) ';
const sections = Array.from(
  { length: 50 },
  (_, i) => `## Section ${i} on local SEO\n\n${paragraph.repeat(5)}\n`,
);
const content = sections.join('\n');

describe('SEO panel recompute, 5,000-word post', () => {
  bench('checkPost', () => {
    checkPost({
      title: 'Local SEO for Pune Clinics: A Practical Checklist',
      metaDescription: 'A local SEO checklist for Pune clinics.',
      slug: 'local-seo-pune-clinics',
      keyphrase: 'local SEO',
      siteHost: 'ranksutra.in',
      content,
    });
  });
});
