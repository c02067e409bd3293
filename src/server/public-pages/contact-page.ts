import 'server-only';

import { cache } from 'react';

import { loadFaqs, loadSharedFaqQuestions, loadTeam } from './catalog';
import { loadContactBlock } from './contact-block';
import { imageAltFor } from './image-alts';
import { siteUrl, sitePageMetadata } from './site';

/** /contact: the form and the contact card, the leadership with their portraits, the FAQ. */
export const loadContactPage = cache(async () => {
  const [metadata, contact, team, faqs, sharedFaqs] = await Promise.all([
    sitePageMetadata('contact'),
    loadContactBlock(),
    loadTeam(),
    loadFaqs('contact'),
    loadSharedFaqQuestions(),
  ]);
  return {
    found: true as const,
    metadata,
    contact,
    team: await Promise.all(
      team.map(async (member) => ({
        ...member,
        imageAlt: await imageAltFor(member.image, `Portrait of ${member.name}`),
      })),
    ),
    faqs,
    sharedFaqs,
    siteUrl,
  };
});
