import './zod-config';

import { z } from 'zod';

import { SLUG_PATTERN } from '../slug';
import { REQUIRED_FIELDS_MESSAGE } from './blog-post';
import { lineText, multilineText } from './plain-text';
import { siteImagePath } from './site-image';
import { webLink } from './text-fields';

// The authors admin's form: one schema for the form and for the admin API.

const required = (max: number, what: string) =>
  lineText()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `Please keep ${what} under ${max} characters`);

export const authorSchema = z.object({
  name: required(80, 'the name'),
  slug: required(80, 'the slug').regex(
    SLUG_PATTERN,
    'Use lower-case letters, numbers and single hyphens',
  ),
  profile_image: siteImagePath(
    'a photo',
    'Upload a photo, or give the path of an image on this site',
  ),
  short_bio: required(300, 'the short bio'),
  full_bio: multilineText()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(3000, 'Please keep the full bio under 3,000 characters'),
  linkedin: webLink('LinkedIn'),
  twitter: webLink('X (Twitter)'),
  facebook: webLink('Facebook'),
  instagram: webLink('Instagram'),
  website: webLink('website'),
});

export type AuthorInput = z.input<typeof authorSchema>;
export type AuthorData = z.output<typeof authorSchema>;

export const authorSocialFields = [
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'website',
] as const;

export const emptyAuthor: AuthorInput = {
  name: '',
  slug: '',
  profile_image: '',
  short_bio: '',
  full_bio: '',
  linkedin: '',
  twitter: '',
  facebook: '',
  instagram: '',
  website: '',
};

/** Deleting an author: who takes over their posts (required when they have any). */
export const authorDeletionSchema = z.object({
  successor_id: z.string().max(64).default(''),
});
