import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultEnquirySettings, enquirySettingsSchema } from '@/lib/validation/enquiry';
import { getEnquirySettings, saveEnquirySettings } from '@/server/queries/enquiry-settings';
import { auditById, queueAudit } from '@/server/queries/seo-audits';
import { createAuditWorker } from '@/server/seo-audit/audit-worker';

import { goodSite } from '../support/seo-audit-fixtures';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { startFixtureSite } from '../support/fixture-site';

// The optional field data: with a PageSpeed Insights key saved, the report adds Google's lab score
// and the Chrome UX Report's p75 for the home page, read from Google's API (here a local fake given
// to the worker); without a key nothing is asked of anyone.

type Site = Awaited<ReturnType<typeof startFixtureSite>>;

const answer = {
  lighthouseResult: { categories: { performance: { score: 0.87 } } },
  loadingExperience: {
    metrics: {
      LARGEST_CONTENTFUL_PAINT_MS: { percentile: 2100 },
      INTERACTION_TO_NEXT_PAINT: { percentile: 180 },
      CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: 5 },
    },
  },
};

describe.each(engines)('PageSpeed Insights in the audit on %s', (engine) => {
  let t: TestDatabase;
  let site: Site;
  let google: Site;
  let failing = false;
  const audit = async () => {
    const { id } = await queueAudit(t.db, new URL(site.origin));
    await createAuditWorker({
      getDb: () => t.db,
      userAgent: 'FreeSeoAudit/1.0 test',
      allowPrivate: true,
      siteUrl: 'https://agency.example.in',
      pageSpeedEndpoint: `${google.origin}/pagespeedonline/v5/runPagespeed`,
    }).soon();
    return (await auditById(t.db, id))!;
  };
  const settings = (pageSpeedKey: string) =>
    saveEnquirySettings(t.db, { ...defaultEnquirySettings, pageSpeedKey });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    site = await startFixtureSite(goodSite(() => site.origin));
    google = await startFixtureSite({
      '/pagespeedonline/v5/runPagespeed': (_request, response) => {
        response.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' });
        response.end(failing ? '{}' : JSON.stringify(answer));
      },
    });
  });
  afterAll(async () => {
    await site.close();
    await google.close();
    await t.drop();
  });

  it('asks nothing without a key', async () => {
    await settings('');
    const done = await audit();
    expect(done.status).toBe('done');
    expect(done.report!.pageSpeed).toBeNull();
    expect(google.received).toEqual([]);
  });

  it("adds Google's lab score and the real visitors' p75 with a key", async () => {
    await settings('AIzaTestKey_123');
    const done = await audit();
    expect(done.report!.pageSpeed).toEqual({
      labScore: 87,
      field: { lcpMs: 2100, inpMs: 180, cls: 0.05 },
    });
    expect(done.progress.at(-1)).toBe('pagespeed');
    const asked = new URL(google.received[0]!.replace(/^GET /, ''), google.origin);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      url: `${site.origin}/`,
      key: 'AIzaTestKey_123',
      strategy: 'mobile',
      category: 'performance',
    });
  });

  it('sends the key to Google only, whatever address a settings save names', async () => {
    const elsewhere = await startFixtureSite({
      '/': (_request, response) => response.end('{}'),
    });
    try {
      const typed = enquirySettingsSchema.parse({
        ...defaultEnquirySettings,
        pageSpeedKey: 'AIzaTestKey_123',
        pageSpeedEndpoint: `${elsewhere.origin}/`,
      });
      await saveEnquirySettings(t.db, typed);
      expect(await getEnquirySettings(t.db)).not.toHaveProperty('pageSpeedEndpoint');
      expect((await audit()).report!.pageSpeed).toMatchObject({ labScore: 87 });
      expect(elsewhere.received).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('says so when Google does not answer, and the audit still finishes', async () => {
    failing = true;
    const done = await audit();
    expect(done.status).toBe('done');
    expect(done.report!.pageSpeed).toEqual({ error: 'PageSpeed Insights answered 500.' });
  });
});
