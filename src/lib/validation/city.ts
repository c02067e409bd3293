import './zod-config';

import { z } from 'zod';

import { MAX_CITY_LENGTH, PLAUSIBLE_CITY } from '@/lib/routing/service-city';
import { slugify } from '@/lib/slug';

import { REQUIRED_FIELDS_MESSAGE } from './blog-post';
import { lineText } from './plain-text';
import { siteImagePath } from './site-image';
import { checkGeoPrecision, coordinate } from './text-fields';

// The cities admin's form: one schema for the form and for the admin API.

// Letters and single hyphens, at most 40 characters: the city slugs the routes accept.
const CITY_SLUG_PATTERN = PLAUSIBLE_CITY;
const CITY_SLUG_MAX = MAX_CITY_LENGTH;
/** The home page's city grid shows this many featured cities. */
export const FEATURED_CITY_LIMIT = 6;

/** 'Navi Mumbai' -> 'navi-mumbai', 'Thiruvananthapuram (Trivandrum)' -> 'thiruvananthapuram-trivandrum' */
export function citySlugFromName(name: string): string {
  return slugify(name, { maxLength: CITY_SLUG_MAX, lettersOnly: true });
}

const required = (max: number, tooLong: string) =>
  lineText().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLong);

export const citySchema = z
  .object({
    name: required(60, 'Please keep the name under 60 characters'),
    state: required(60, 'Please keep the state under 60 characters'),
    slug: required(CITY_SLUG_MAX, `Please keep the slug under ${CITY_SLUG_MAX} characters`).regex(
      CITY_SLUG_PATTERN,
      'Use lower-case letters and single hyphens',
    ),
    description: lineText()
      .trim()
      .max(200, 'Please keep the description under 200 characters')
      .default(''),
    image: siteImagePath('an image'),
    latitude: coordinate(90, 'Enter a latitude between -90 and 90, or leave it empty').default(''),
    longitude: coordinate(180, 'Enter a longitude between -180 and 180, or leave it empty').default(
      '',
    ),
    featured: z.boolean().default(false),
    /** With the home page full: the featured city this one takes the place of (its id). */
    replaces: z.string().trim().max(64).default(''),
    nearby_areas: lineText()
      .trim()
      .max(300, 'Please keep the nearby areas under 300 characters')
      .default(''),
  })
  .refine((city) => (city.latitude === '') === (city.longitude === ''), {
    path: ['longitude'],
    message: 'Give both latitude and longitude, or neither',
  })
  .refine((city) => !city.featured || city.image !== '', {
    path: ['image'],
    message: 'A city shown on the home page needs an image',
  })
  // Its position is in each of its pages' Service: to the precision Google asks.
  .superRefine(checkGeoPrecision);

export type CityInput = z.input<typeof citySchema>;
export type CityData = z.output<typeof citySchema>;

export const emptyCity: CityInput = {
  name: '',
  state: '',
  slug: '',
  replaces: '',
  description: '',
  image: '',
  latitude: '',
  longitude: '',
  featured: false,
  nearby_areas: '',
};
