// What a page says, with status 404, when the record its URL names does not exist.

export type RecordNotFoundCopy = {
  title: string;
  text: string;
  links: Array<{ href: string; label: string }>;
};

export const stateNotFound: RecordNotFoundCopy = {
  title: 'Location Not Found',
  text: 'We have no pages for that state yet. See the states and cities we serve.',
  links: [{ href: '/locations', label: 'All Locations' }],
};

export const blogPostNotFound: RecordNotFoundCopy = {
  title: 'Blog Post Not Found',
  text: 'The blog post you are looking for could not be found.',
  links: [{ href: '/blog', label: 'Back to blog' }],
};

export const caseStudyNotFound: RecordNotFoundCopy = {
  title: 'Case Study Not Found',
  text: 'The case study you are looking for could not be found.',
  links: [{ href: '/case-studies', label: 'All case studies' }],
};

export const authorNotFound: RecordNotFoundCopy = {
  title: 'Author Not Found',
  text: "Sorry, we couldn't find the author you're looking for.",
  links: [{ href: '/blog', label: 'Return to Blog' }],
};

export const serviceNotFound: RecordNotFoundCopy = {
  title: 'Service Not Found',
  text: "The service you're looking for doesn't exist or is no longer available.",
  links: [{ href: '/services', label: 'View All Services' }],
};

/** A real service, but no page for the city the URL names. */
export function cityPageNotFound(service: { name: string; slug: string }): RecordNotFoundCopy {
  return {
    title: `${service.name} Page Not Found`,
    text: `There is no ${service.name} page for that city yet. See our ${service.name} services, or the cities we serve.`,
    links: [
      { href: `/services/${service.slug}`, label: `${service.name} Services` },
      { href: '/locations', label: 'All Locations' },
    ],
  };
}
