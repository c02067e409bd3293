import { check, type AuditCheck } from './check';

// What local customers and Google Maps need: the local checks, in the order the report and the method list them.

export const LOCAL_CHECKS = [
  check(
    'structured-data',
    'local',
    6,
    "Structured data parses and follows Google's rules",
    'Valid structured data can earn rich results; invalid data is ignored, and self-serving reviews are not shown.',
    'Fix the listed properties; mark up the business, FAQs, products and articles as Google documents.',
  ),
  check(
    'local-business',
    'local',
    4,
    'The business is marked up as a LocalBusiness with its address',
    'It links the site to the business on Google Maps and in local results.',
    'Add LocalBusiness (or a subtype) structured data with name, street address and phone.',
  ),
  check(
    'phone',
    'local',
    4,
    'A phone number is on the page and can be tapped',
    'Most local customers call from their phone; a tel: link makes it one tap.',
    'Show the number on every page and link it with href="tel:+91...".',
  ),
  check(
    'whatsapp',
    'local',
    3,
    'Visitors can start a WhatsApp chat',
    'In India many customers prefer WhatsApp to a call or a form.',
    'Add a link to https://wa.me/91XXXXXXXXXX with your business number.',
  ),
  check(
    'maps',
    'local',
    2,
    'The page links to the business on Google Maps',
    'A link to the Google Business Profile helps visitors find you and read your reviews.',
    'Link your Google Maps listing from the contact section.',
  ),
  check(
    'opening-hours',
    'local',
    2,
    'Opening hours are given',
    'Customers check whether you are open before they call or visit.',
    'Show opening hours on the page and in the LocalBusiness markup (openingHoursSpecification).',
  ),
] as const satisfies readonly AuditCheck[];
