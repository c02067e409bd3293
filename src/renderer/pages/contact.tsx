import { ServerImage } from '@/components/ui/server-image';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { ContactDetails } from '@/components/site/contact/contact-details';
import { contactFormIcons } from '@/components/site/contact/contact-form-icons';
import { LazyContactForm } from '@/components/site/contact/lazy-contact-form';
import { FaqSection } from '@/components/site/faq-section';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { SectionHeading } from '@/components/site/section-heading';
import { contactPage } from '@/content/contact-page';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/seo/json-ld';
import { loadContactPage } from '@/server/public-pages/contact-page';

import type { RenderedRoute } from './rendered-route';

/** /contact: the enquiry form, the business's details, the team and the FAQs. */
export async function contactRoute(): Promise<RenderedRoute> {
  const page = await loadContactPage();
  return { status: 200, metadata: page.metadata, body: <ContactPage {...page} /> };
}

const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Contact Us', path: '/contact' },
];

function ContactPage({
  contact,
  team,
  faqs,
  sharedFaqs,
  siteUrl,
}: Awaited<ReturnType<typeof loadContactPage>>) {
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(siteUrl, crumbs), faqPageJsonLd(faqs, sharedFaqs)]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <Breadcrumbs crumbs={crumbs} />
        <header className="mx-auto mt-8 max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {contactPage.headline}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{contactPage.intro}</p>
          <p className="mt-3">
            <Link href="/free-seo-audit" className="font-medium text-primary underline">
              Or see where your site stands first: get a free SEO audit in about a minute
            </Link>
          </p>
        </header>
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_340px]">
          <section
            aria-labelledby="enquiry-heading"
            className="rounded-lg border border-border bg-card p-6 sm:p-8"
          >
            <h2 id="enquiry-heading" className="mb-6 text-xl font-semibold">
              Send Us a Message
            </h2>
            <LazyContactForm path="/contact" icons={contactFormIcons} services={contact.services} />
          </section>
          <ContactDetails
            business={contact.business}
            page={{ name: 'Contact', path: '/contact' }}
          />
        </div>
      </div>

      {team.length > 0 ? (
        <section
          aria-labelledby="leadership-heading"
          className="bg-muted/40 py-20 render-near-viewport"
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              id="leadership-heading"
              title="Meet Our Leadership"
              subtitle="The people who will work on your account."
            />
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {team.map((member) => (
                <li
                  key={member.id}
                  className="rounded-lg border border-border bg-card p-6 text-center"
                >
                  <ServerImage
                    src={member.image}
                    alt={member.imageAlt}
                    width={120}
                    height={120}
                    className="mx-auto rounded-full"
                  />
                  <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
                  <p className="text-sm font-medium text-primary">{member.role}</p>
                  <p className="mt-3 text-sm text-muted-foreground">{member.bio}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <FaqSection
        faqs={faqs}
        title="Frequently Asked Questions"
        subtitle="What to expect when you work with us"
      />
    </>
  );
}
