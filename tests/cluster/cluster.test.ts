import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backupSite } from '@/server/backups/site-backup';
import { restoreSite } from '@/server/backups/site-restore';
import { createDatabase, type DB } from '@/server/db/client';
import { businessSeed } from '@/server/db/seed/data/business';

import { signedInAs } from '../support/admin-session';
import { solvedCaptcha } from '../support/captcha';
import { decode } from '../support/smtp';
import { countRows } from '../support/databases';
import { appUrl, captchaKey, frontUrl, notifyTo, startCluster } from './cluster-services';

// `npm run test:cluster`: two instances of the production build on one PostgreSQL, sharing their
// caches through Redis and their uploads through S3, behind the nginx front.

let cluster: Awaited<ReturnType<typeof startCluster>>;
let db: DB;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pageText = async (url: string) => (await fetch(url)).text();

async function sendEnquiry(i: number, run: string): Promise<number> {
  try {
    const response = await fetch(`${frontUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i % 250}` },
      body: JSON.stringify({
        name: `Lead ${run} ${i}`,
        email: `lead-${run}-${i}@cluster.test`,
        service: 'seo',
        city: 'Pune',
        message: `Enquiry number ${i} of run ${run}, sent through the front.`,
        captcha: await solvedCaptcha(captchaKey),
      }),
    });
    return response.status;
  } catch {
    return 0; // the connection was cut
  }
}

/** Sends `count` enquiries, `parallel` at a time; returns each one's status by number. */
async function sendEnquiries(
  run: string,
  count: number,
  parallel = 8,
  onSent?: (n: number) => void,
) {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        statuses.set(i, await sendEnquiry(i, run));
        onSent?.(statuses.size);
      }
    }),
  );
  return statuses;
}

beforeAll(async () => {
  cluster = await startCluster();
  db = createDatabase({ kind: 'postgres', url: cluster.databaseUrl });
}, 240_000);
afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
});

describe('several instances behind the front', () => {
  it('renders every kind of public page from PostgreSQL on both instances', async () => {
    // Pages whose queries are spelled per engine (db/dialect.ts) among them: a blog post's
    // related posts, an author's tag filter, the list of cities.
    const pages = [
      '/',
      '/blog',
      '/blog/ga4-setup-checklist',
      '/author/arjun-mehta',
      '/services/seo/mumbai',
      '/locations',
      '/sitemap.xml',
    ];
    for (const instance of ['a', 'b'] as const) {
      const statuses = await Promise.all(
        pages.map(async (page) => `${page} ${(await fetch(`${appUrl(instance)}${page}`)).status}`),
      );
      expect(statuses).toEqual(pages.map((page) => `${page} 200`));
    }
  });

  it('serves an edit saved through instance A from instance B at once, and from the front within its cache life', async () => {
    // A page of Next.js and one of the site's own renderer, each kept by both instances first.
    const cityPage = '/services/seo/mumbai';
    for (const url of [appUrl('a'), appUrl('b'), frontUrl]) {
      expect(await pageText(`${url}/`)).toContain(businessSeed.name);
    }
    for (const url of [appUrl('a'), appUrl('b')]) {
      expect(await pageText(`${url}${cityPage}`)).toContain(businessSeed.name);
    }
    const { cookie } = await signedInAs(db);
    const saved = await fetch(`${appUrl('a')}/api/admin/settings`, {
      method: 'PUT',
      headers: { cookie, origin: appUrl('a'), 'content-type': 'application/json' },
      body: JSON.stringify({ ...businessSeed, name: 'Cluster Proof Agency' }),
    });
    expect(saved.status).toBe(200);

    expect(await pageText(`${appUrl('b')}/`)).toContain('Cluster Proof Agency');
    expect(await pageText(`${appUrl('b')}${cityPage}`)).toContain('Cluster Proof Agency');
    const started = Date.now();
    while (!(await pageText(`${frontUrl}/`)).includes('Cluster Proof Agency')) {
      expect(Date.now() - started, 'the front serves the edit within its 5 s cache').toBeLessThan(
        8000,
      );
      await pause(250);
    }
  });

  it('stores an image uploaded through A where B serves it', async () => {
    const { cookie } = await signedInAs(db);
    const form = new FormData();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${appUrl('a')}/api/admin/uploads`, {
      method: 'POST',
      headers: { cookie, origin: appUrl('a') },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${appUrl('b')}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps every enquiry it answered 201 while an instance is killed, and notifies each once', async () => {
    const run = 'kill';
    const statuses = await sendEnquiries(run, 200, 8, (sent) => {
      if (sent === 60) cluster.kill('b');
    });
    const accepted = [...statuses].filter(([, status]) => status === 201).map(([i]) => i);
    const refused = [...statuses.values()].filter((s) => s !== 201);
    // Only requests cut by the kill may fail, and never as the site's own refusal.
    expect(refused.every((s) => s === 0 || s === 502 || s === 504)).toBe(true);
    expect(accepted.length).toBeGreaterThan(180);

    const emailOf = (i: number) => `lead-${run}-${i}@cluster.test`;
    const stored = await db
      .selectFrom('form_submissions')
      .select('email')
      .where('email', 'like', `lead-${run}-%`)
      .execute();
    const storedEmails = new Set(stored.map((row) => row.email));
    for (const i of accepted) expect(storedEmails).toContain(emailOf(i));

    // The killed instance's claimed mails go out from A once their 10 s lease has ended, on A's next
    // retry round (every minute).
    const started = Date.now();
    // Messages per enquiry, told apart by Message-ID: a worker killed between sending a mail and
    // recording it leaves it to be sent again, under the same Message-ID (one message to the
    // recipient's mail client).
    const notified = () => {
      const messages = new Map<string, Set<string>>();
      for (const mail of cluster.received.filter((m) => m.to.includes(notifyTo))) {
        // The shipped notification, written as text, names the visitor's address on its own line.
        const email = /E-mail: (lead-[^<\s]+)/.exec(decode(mail.raw))?.[1];
        const messageId = /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? mail.raw;
        if (email?.startsWith(`lead-${run}-`))
          messages.set(email, (messages.get(email) ?? new Set<string>()).add(messageId));
      }
      return new Map([...messages].map(([email, ids]) => [email, ids.size]));
    };
    while (accepted.some((i) => !notified().has(emailOf(i))) && Date.now() - started < 100_000) {
      await pause(500);
    }
    await pause(2000); // and nothing more arrives
    const counts = notified();
    // An enquiry answered 201 is notified exactly once. One whose instance was killed after
    // storing it and before queueing its mail was never answered 201: it is in the admin's list,
    // and may have no notification, but never two.
    const wrong = [
      ...accepted.map(emailOf).filter((email) => counts.get(email) !== 1),
      ...[...counts].filter(([, n]) => n > 1).map(([email]) => email),
    ];
    const outbox = await db
      .selectFrom('email_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('status', '!=', 'sent')
      .execute();
    expect(
      wrong.map((email) => `${email}: ${counts.get(email) ?? 0}`),
      `notified other than once; unsent: ${JSON.stringify(outbox.map((m) => [m.status, m.attempts, m.last_error]))}`,
    ).toEqual([]);
  });

  it('restores a backup taken under load into a fresh database with the same row counts', async () => {
    const tables = [
      'form_submissions',
      'email_outbox',
      'blog_posts',
      'service_details',
      'admin_users',
    ] as const;
    const counts = async (of: DB) => {
      const counted = {} as Record<(typeof tables)[number], number>;
      for (const table of tables) counted[table] = await countRows(of, table);
      return counted;
    };
    const before = await counts(db);
    const load = sendEnquiries('backup', 60, 4);
    await pause(300);
    const archive = `${cluster.work}/backup.tar.gz`;
    await backupSite({
      target: { kind: 'postgres', url: cluster.databaseUrl },
      dataDir: cluster.dataDir('a'),
      out: archive,
    });
    await load;
    const after = await counts(db);

    const restoredUrl = cluster.databaseUrl.replace(/\/postgres$/, '/restored');
    await sql`create database restored`.execute(db);
    const target = { kind: 'postgres', url: restoredUrl } as const;
    await restoreSite({ archive, target, dataDir: `${cluster.work}/restored` });
    const restored = createDatabase(target);
    try {
      const got = await counts(restored);
      for (const table of tables) {
        expect(got[table]).toBeGreaterThanOrEqual(before[table]);
        expect(got[table]).toBeLessThanOrEqual(after[table]);
      }
      expect(after.form_submissions).toBeGreaterThan(before.form_submissions);
    } finally {
      await restored.destroy();
    }
  });
});
