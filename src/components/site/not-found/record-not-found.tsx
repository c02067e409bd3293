import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';

export type RecordNotFoundProps = {
  title: string;
  text: string;
  links: Array<{ href: string; label: string }>;
};

/** What a page shows, with status 404, when the record its URL names does not exist. */
export function RecordNotFound({ title, text, links }: RecordNotFoundProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {links.map((link, index) => (
          <Link
            key={link.href}
            href={link.href}
            className={buttonClasses(index === 0 ? 'primary' : 'outline', 'md')}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

export const stateNotFound: RecordNotFoundProps = {
  title: 'Location Not Found',
  text: 'We have no pages for that state yet. See the states and cities we serve.',
  links: [{ href: '/locations', label: 'All Locations' }],
};

export const blogPostNotFound: RecordNotFoundProps = {
  title: 'Blog Post Not Found',
  text: 'The blog post you are looking for could not be found.',
  links: [{ href: '/blog', label: 'Back to blog' }],
};

export const authorNotFound: RecordNotFoundProps = {
  title: 'Author Not Found',
  text: "Sorry, we couldn't find the author you're looking for.",
  links: [{ href: '/blog', label: 'Return to Blog' }],
};

export const serviceNotFound: RecordNotFoundProps = {
  title: 'Service Not Found',
  text: "The service you're looking for doesn't exist or is no longer available.",
  links: [{ href: '/services', label: 'View All Services' }],
};

/** A real service, but no page for the city the URL names. */
export function cityPageNotFound(service: { name: string; slug: string }): RecordNotFoundProps {
  return {
    title: `${service.name} Page Not Found`,
    text: `There is no ${service.name} page for that city yet. See our ${service.name} services, or the cities we serve.`,
    links: [
      { href: `/services/${service.slug}`, label: `${service.name} Services` },
      { href: '/locations', label: 'All Locations' },
    ],
  };
}
