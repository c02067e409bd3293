import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { AuditForm } from '@/components/site/seo-audit/audit-form';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata, siteUrl } from '@/server/public-pages/site';

import type { RenderedRoute } from './rendered-route';

const path = '/free-seo-audit';
const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Free SEO Audit', path },
];

const metadata = () =>
  pageMetadata((_name, brand) => ({
    title: brand('Free SEO Audit of Your Website'),
    description:
      'Type your website and get an honest SEO report in about a minute: HTTPS, speed, titles, structured data and the local signals Indian businesses need.',
    path,
  }));

const covers = [
  'HTTPS, redirects, status codes and speed of the first byte',
  'Titles, descriptions, headings, canonicals and robots rules',
  'robots.txt, your sitemap and broken links on the pages read',
  'Structured data, as Google reads LocalBusiness, FAQ, Product and Article',
  'Local signals: name, address and phone, tap-to-call, WhatsApp, opening hours, Maps',
];

/** /free-seo-audit: the audit form. */
export async function freeSeoAuditRoute(): Promise<RenderedRoute> {
  return { status: 200, metadata: await metadata(), body: <FreeSeoAuditPage /> };
}

function FreeSeoAuditPage() {
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <Breadcrumbs crumbs={crumbs} />
        <header className="mx-auto mt-8 max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Get Your Free SEO Audit
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Type your website and we read it as a search engine does: your home page and up to 10
            more pages. In about a minute you get a report with what passes, what to fix and why,
            and we e-mail you its link.
          </p>
        </header>
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_340px]">
          <section
            id="audit-form"
            aria-labelledby="audit-form-heading"
            className="rounded-lg border border-border bg-card p-6 sm:p-8"
          >
            <h2 id="audit-form-heading" className="mb-6 text-xl font-semibold">
              Audit Your Website
            </h2>
            <AuditForm />
          </section>
          <aside aria-labelledby="audit-covers-heading" className="space-y-4">
            <h2 id="audit-covers-heading" className="text-xl font-semibold">
              What the report covers
            </h2>
            <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
              {covers.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              <Link href="/free-seo-audit/method" className="font-medium text-primary underline">
                How the audit works and how it scores
              </Link>
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
