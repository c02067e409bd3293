import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { AuditMethod } from '@/components/site/seo-audit/audit-method';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata, siteUrl } from '@/server/public-pages/site';

import type { RenderedRoute } from './rendered-route';

const path = '/free-seo-audit/method';
const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'How Our Free SEO Audit Works', path },
];

const metadata = () =>
  pageMetadata((_name, brand) => ({
    title: brand('How Our Free SEO Audit Works'),
    description:
      'Every check of our free SEO audit, its points in the score and why it matters: HTTPS, speed, titles, canonicals, structured data and local signals.',
    path,
  }));

/** /free-seo-audit/method: what the audit checks and how it scores. */
export async function auditMethodRoute(): Promise<RenderedRoute> {
  return { status: 200, metadata: await metadata(), body: <AuditMethodPage /> };
}

function AuditMethodPage() {
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <Breadcrumbs crumbs={crumbs} />
        <header className="mx-auto mt-8 max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            How Our Free SEO Audit Works
          </h1>
          <p className="mt-4 text-left text-lg text-muted-foreground sm:text-center">
            The audit reads your home page and up to 10 more pages from your sitemap or your links,
            with your robots.txt and sitemap, as a search engine would, and the stylesheets, scripts
            and images your home page loads from your own site, as a phone would.
          </p>
          <p className="mt-3 text-left text-muted-foreground sm:text-center">
            Each check below passes, warns or fails, with what it found. A pass earns its points, a
            warning half, a failure none; a check that does not apply is left out of the score. When
            you tell us your customers buy online, from anywhere, the checks only a business with a
            place needs (LocalBusiness markup, phone, WhatsApp, Maps, opening hours) are left out
            too.
          </p>
        </header>
        <div className="mx-auto mt-12 max-w-5xl">
          <AuditMethod />
          <section aria-labelledby="method-limits" className="mt-12">
            <h2 id="method-limits" className="text-2xl font-semibold">
              What it does not do
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-muted-foreground">
              <li>
                It reads only public pages, one at a time: at most 11 pages, 40 link checks, 20 more
                of the addresses your sitemap lists and 15 files the home page loads, for up to 90
                seconds, naming itself in every request it sends. It reads the CSS in your pages,
                not the text of your stylesheets, and does not run your scripts.
              </li>
              <li>It does not log in, fill forms, or read anything a visitor could not read.</li>
              <li>
                It cannot see your rankings or your traffic: those need access to your Google Search
                Console and analytics, which we look at with you, not in this report.
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
