import { Clock, Mail, MapPin, Phone } from '@/components/ui/icons';
import { describeDays } from '@/lib/business-details';
import { displayPhone, phoneHref } from '@/lib/phone';
import type { BusinessDetails } from '@/lib/seo/json-ld';

import { ContactChannels } from './contact-channels';

/** The agency's contact information card, with WhatsApp and call buttons that name the page. */
export function ContactDetails({
  business,
  title = 'Contact Information',
  page,
}: {
  business: BusinessDetails;
  title?: string;
  page: { name: string; path: string };
}) {
  const { address } = business;
  const hours = business.openingHours[0];
  return (
    <aside aria-label={title} className="rounded-lg border border-border bg-card p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-5 space-y-5 text-sm">
        <li className="flex gap-3">
          <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">E-mail</p>
            <a href={`mailto:${business.email}`} className="text-primary hover:underline">
              {business.email}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Phone className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">Phone</p>
            <a
              href={phoneHref(business.telephone)}
              data-contact-channel="call"
              className="text-primary hover:underline"
            >
              {displayPhone(business.telephone)}
            </a>
          </div>
        </li>
        {address ? (
          <li className="flex gap-3">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
            <div>
              <p className="font-medium">Office</p>
              <p className="text-muted-foreground">
                {address.streetAddress}, {address.addressLocality} {address.postalCode},{' '}
                {address.addressRegion}
              </p>
            </div>
          </li>
        ) : null}
        {hours ? (
          <li className="flex gap-3">
            <Clock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
            <div>
              <p className="font-medium">Hours</p>
              <p className="text-muted-foreground">
                {describeDays(hours.days)}, {hours.opens} to {hours.closes} IST
              </p>
            </div>
          </li>
        ) : null}
      </ul>
      <ContactChannels
        business={business}
        page={page.name}
        path={page.path}
        className="mt-6 justify-start"
      />
    </aside>
  );
}
