import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import Link from 'next/link';

import { buttonClasses } from '@/components/ui/button';
import { getInTouch } from '@/content/home';
import { siteConfig } from '@/content/site-config';

import { SectionHeading } from '../section-heading';

export function GetInTouchSection() {
  const { address } = siteConfig;
  const hours = siteConfig.openingHours[0];
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="bg-muted/40 py-20"
      data-reveal
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="contact-heading"
          title={getInTouch.title}
          subtitle={getInTouch.subtitle}
        />
        <div className="mt-12 rounded-lg border border-border bg-card p-8">
          <ul className="grid gap-6 sm:grid-cols-2">
            <li className="flex gap-3">
              <Mail className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">E-mail</h3>
                <a href={`mailto:${siteConfig.email}`} className="text-primary hover:underline">
                  {siteConfig.email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">Phone</h3>
                <a href={`tel:${siteConfig.telephone}`} className="text-primary hover:underline">
                  {siteConfig.telephone.replace(/-/g, ' ')}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">Office</h3>
                <p className="text-muted-foreground">
                  {address.streetAddress}, {address.addressLocality} {address.postalCode},{' '}
                  {address.addressRegion}
                </p>
              </div>
            </li>
            {hours ? (
              <li className="flex gap-3">
                <Clock className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden />
                <div>
                  <h3 className="font-semibold">Hours</h3>
                  <p className="text-muted-foreground">
                    {hours.days[0]} to {hours.days[hours.days.length - 1]}, {hours.opens} to{' '}
                    {hours.closes} IST
                  </p>
                </div>
              </li>
            ) : null}
          </ul>
          <div className="mt-8 text-center">
            <Link href="/contact" className={buttonClasses('primary', 'lg')}>
              Send Us a Message
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
