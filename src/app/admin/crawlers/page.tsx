import type { Metadata } from 'next';

import { BotHitsTable } from '@/components/admin/crawlers/bot-hits-table';
import { CrawlerPolicyForm } from '@/components/admin/crawlers/crawler-policy-form';
import { NoAccess } from '@/components/admin/no-access';
import { KNOWN_BOTS } from '@/lib/crawlers/bots';
import { CRAWLER_DAYS, loadCrawlers } from '@/server/admin/crawlers/load-crawlers';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Crawlers and AI Bots' };

export default async function CrawlersAdminPage() {
  if (!(await adminFor('site'))) return <NoAccess />;
  const { policy, bots } = await loadCrawlers();
  // Every known bot in the form, at what it may read now.
  const values = {
    ...policy,
    policies: Object.fromEntries(
      KNOWN_BOTS.map((bot) => [bot.id, policy.policies[bot.id] ?? 'all']),
    ),
  };
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Crawlers and AI Bots</h1>
      <p className="mt-1 text-muted-foreground">
        Which search crawlers and AI bots read the site, the pages they read most, and what each may
        read.
      </p>
      <section aria-labelledby="bot-hits" className="mt-8">
        <h2 id="bot-hits" className="text-xl font-semibold">
          Hits in the last {CRAWLER_DAYS} days
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Counted on this server by the name each request gives in its user agent, which anyone can
          forge. With confirmation on (below), a hit of a crawler that documents a reverse DNS check
          is confirmed when its address is the crawler&apos;s, and counted apart, under &ldquo;From
          other addresses&rdquo;, when it is not. Other hits are not checked.
        </p>
        <BotHitsTable bots={bots} days={CRAWLER_DAYS} />
      </section>
      <section aria-labelledby="bot-policy" className="mt-10">
        <h2 id="bot-policy" className="text-xl font-semibold">
          Policy
        </h2>
        <CrawlerPolicyForm values={values} />
      </section>
    </div>
  );
}
