import { displayPhone, phoneHref } from '@/lib/phone';
import { Mail, MapPin, Phone } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { socialIcons, socialLabels, type SocialNetwork } from '@/components/ui/social-icons';
import { footerQuickLinks } from '@/content/navigation';
import { organizationJsonLd, type BusinessDetails } from '@/lib/seo/json-ld';

import { JsonLd } from './json-ld';

export type FooterProps = {
  business: BusinessDetails;
  serviceLinks: ReadonlyArray<{ label: string; href: string }>;
  copyrightYear: number;
};

export function Footer({ business, serviceLinks, copyrightYear }: FooterProps) {
  return (
    <footer className="border-t border-border bg-card text-card-foreground render-near-viewport print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold">
            {business.name}
          </h2>
          <p className="mt-3 text-sm text-muted-foreground">{business.description}</p>
          <ul className="mt-4 flex gap-3">
            {Object.entries(business.social).map(([network, href]) => {
              const Icon = socialIcons[network as SocialNetwork];
              return (
                <li key={network}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-muted"
                    aria-label={`${business.name} on ${socialLabels[network as SocialNetwork]}`}
                  >
                    <Icon className="h-5 w-5" aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
        <FooterLinks title="Quick Links" links={footerQuickLinks} />
        <FooterLinks title="Services" links={serviceLinks} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold">
            Contact Us
          </h2>
          {/* The business's name, address and phone on every page, as a local business's are. */}
          <address className="mt-3 text-sm text-muted-foreground not-italic">
            <span className="font-medium text-foreground">{business.name}</span>
            {business.address ? (
              <span className="mt-2 flex gap-2">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span>
                  {business.address.streetAddress}, {business.address.addressLocality},{' '}
                  {business.address.addressRegion} {business.address.postalCode}
                </span>
              </span>
            ) : null}
          </address>
          {business.telephone ? (
            <a
              href={phoneHref(business.telephone)}
              data-contact-channel="call"
              className="mt-2 flex items-center gap-2 py-2 text-sm font-medium text-primary hover:underline"
            >
              <Phone className="h-4 w-4" aria-hidden />
              {displayPhone(business.telephone)}
            </a>
          ) : null}
          <a
            href={`mailto:${business.email}`}
            className="inline-flex items-center gap-2 py-2 text-sm font-medium text-primary hover:underline"
          >
            <Mail className="h-4 w-4" aria-hidden />
            {business.email}
          </a>
        </section>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {copyrightYear} {business.name}. All rights reserved.
        </p>
      </div>
      <JsonLd data={organizationJsonLd(business)} />
    </footer>
  );
}

type FooterLinksProps = { title: string; links: ReadonlyArray<{ label: string; href: string }> };

function FooterLinks({ title, links }: FooterLinksProps) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="inline-block py-1.5 text-muted-foreground hover:text-foreground"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
