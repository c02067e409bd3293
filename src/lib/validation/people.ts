import './zod-config';

import { z } from 'zod';

import { REQUIRED_FIELDS_MESSAGE } from './blog-post';
import { lineText, multilineText } from './plain-text';
import { siteImagePath } from './site-image';

// The testimonials and leadership team admins' forms: one schema each for the form and the API.

const line = (max: number, what: string, required = true) => {
  const text = lineText().trim().max(max, `Please keep ${what} under ${max} characters`);
  return required ? text.min(1, REQUIRED_FIELDS_MESSAGE) : text.default('');
};
const paragraph = (max: number, what: string) =>
  multilineText()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `Please keep ${what} under ${max} characters`);

export const testimonialSchema = z.object({
  quote: paragraph(600, 'the quote'),
  author: line(80, 'the name'),
  role: line(80, 'the role', false),
  company: line(100, 'the company', false),
  rating: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  hidden: z.boolean().default(false),
});

export const teamMemberSchema = z.object({
  name: line(80, 'the name'),
  role: line(80, 'the role'),
  bio: paragraph(400, 'the bio'),
  image: siteImagePath('a photo', 'Upload a photo, or give the path of an image on this site'),
  hidden: z.boolean().default(false),
});

export const moveSchema = z.object({ direction: z.union([z.literal(-1), z.literal(1)]) });

/** Shows an item on the site or hides it (kept, not shown): a list's Hide and Show Selected. */
export const visibilitySchema = z.object({ hidden: z.boolean() });

export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialData = z.output<typeof testimonialSchema>;
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberData = z.output<typeof teamMemberSchema>;

export const emptyTestimonial: TestimonialInput = {
  quote: '',
  author: '',
  role: '',
  company: '',
  rating: 5,
  hidden: false,
};

export const emptyTeamMember: TeamMemberInput = {
  name: '',
  role: '',
  bio: '',
  image: '',
  hidden: false,
};
