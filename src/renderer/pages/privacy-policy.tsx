import { Link } from '@/components/site/intent-link';
import type { BusinessDetails } from '@/lib/seo/json-ld';
import { loadPrivacyPage } from '@/server/public-pages/privacy-page';

import type { RenderedRoute } from './rendered-route';

/** /privacy-policy */
export async function privacyPolicyRoute(): Promise<RenderedRoute> {
  const page = await loadPrivacyPage();
  return { status: 200, metadata: page.metadata, body: <PrivacyPolicy business={page.business} /> };
}

const lastUpdated = 'November 24, 2026';

function PrivacyPolicy({ business: { name, email, address } }: { business: BusinessDetails }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_li]:mt-2 [&_p]:mt-4 [&_p]:text-muted-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:text-muted-foreground">
      <h1 className="text-4xl font-bold tracking-tight">Privacy Policy</h1>
      <p>Last updated: {lastUpdated}</p>
      <p>
        This policy explains what personal data {name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects
        through this website, why we collect it, how long we keep it and how you can exercise your
        rights. We process personal data in line with India&apos;s Digital Personal Data Protection
        Act, 2023 (DPDP Act) and the Information Technology Act, 2000. For the purposes of the DPDP
        Act, {name} is the Data Fiduciary.
      </p>

      <h2>What we collect</h2>
      <p>When you send an enquiry through our contact form we collect:</p>
      <ul>
        <li>your name and e-mail address (required, so we can reply);</li>
        <li>
          your phone number, company, website and city (optional, to understand your business);
        </li>
        <li>the service you are interested in and your message;</li>
        <li>
          the page you sent the form from, the page that referred you to our site and any campaign
          parameters in the link you followed (such as utm_source), so we know which of our pages
          and campaigns are useful;
        </li>
        <li>
          your IP address, used only in a shortened, one-way form to limit abuse of the form (rate
          limiting) and never stored in a way that identifies you;
        </li>
        <li>
          the version of the privacy notice shown above the form when you sent it, so we can tell
          which terms you were given.
        </li>
      </ul>
      <p>
        To see which pages are useful, our server counts how many times each page is viewed per day.
        The count holds only the page and the date: no cookie, no IP address and nothing else about
        you.
      </p>
      <p>
        Our server keeps standard technical logs (time, requested page, response status) for up to
        30 days to keep the site secure and working. We do not use advertising or analytics cookies,
        and we do not load scripts, fonts or images from third parties. The only item we store in
        your browser is your light or dark theme choice.
      </p>

      <h2>Why we use it</h2>
      <ul>
        <li>to reply to your enquiry and, if you wish, prepare a proposal or audit;</li>
        <li>to keep a record of our correspondence with prospective clients;</li>
        <li>to protect the site and the contact form against spam and abuse.</li>
      </ul>
      <p>
        We rely on your consent, which you give by submitting the form, and you may withdraw it at
        any time. We do not sell your data, use it for automated decisions or add you to a mailing
        list without asking.
      </p>

      <h2>Who can see it</h2>
      <p>
        Enquiries are stored on servers we control and are read only by our team. Our e-mail
        provider carries the notification of a new enquiry to our inbox and, if we have switched it
        on, an automatic acknowledgement to you. If we connect our customer-relationship software, a
        copy of your enquiry is sent to it over an encrypted, signed connection. We share data with
        nobody else unless the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep an enquiry for up to 24 months after our last contact with you, then delete it; our
        site can delete closed enquiries automatically after a period we set. Messages our spam
        filter catches are deleted after 30 days. If you become a client, the data becomes part of
        our client records and is kept for as long as the law requires (for example, eight years for
        accounting records).
      </p>

      <h2>Your rights</h2>
      <p>Under the DPDP Act you may ask us to:</p>
      <ul>
        <li>tell you what personal data we hold about you and how we use it;</li>
        <li>correct, complete or update it;</li>
        <li>erase it, and withdraw your consent;</li>
        <li>nominate another person to exercise these rights on your behalf.</li>
      </ul>
      <p>
        To make a request, or to ask for your enquiry to be deleted, write to{' '}
        <a href={`mailto:${email}`} className="text-primary underline">
          {email}
        </a>{' '}
        from the address you used in the form. We reply within 30 days. When you ask for erasure, we
        delete every enquiry you sent, our notes on it and every e-mail to or about you in one step.
        If you are not satisfied with our answer, you may complain to the Data Protection Board of
        India.
      </p>

      <h2>Security</h2>
      <p>
        The site is served over HTTPS, enquiries are stored in a database that is not reachable from
        the internet, and access to the admin screens is protected by a password and server-side
        sessions.
      </p>

      <h2>Contact</h2>
      <p>
        {name}
        {address
          ? `, ${address.streetAddress}, ${address.addressLocality} ${address.postalCode}, ${address.addressRegion}, India`
          : ''}
        . E-mail:{' '}
        <a href={`mailto:${email}`} className="text-primary underline">
          {email}
        </a>
        . You can also reach us through our{' '}
        <Link href="/contact" className="text-primary underline">
          contact page
        </Link>
        .
      </p>
    </article>
  );
}
