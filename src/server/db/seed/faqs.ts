import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../schema';
import type { FaqPage } from '../schema';
import { nowIso } from '../values';
import { contactFaqSeeds, homeFaqSeeds } from './data/faqs';
import { seedOnce } from './once';

/** The home and contact pages' FAQs as the site shipped them. */
export function seedFaqsOnce(db: DB): Promise<void> {
  return seedOnce(db, 'faqs_seeded_at', async (trx) => {
    const now = nowIso();
    const rows = (page: FaqPage, faqs: ReadonlyArray<{ question: string; answer: string }>) =>
      faqs.map((faq, position) => ({
        id: randomUUID(),
        page,
        ...faq,
        position,
        hidden: 0,
        created_at: now,
        updated_at: now,
      }));
    await trx
      .insertInto('faqs')
      .values([...rows('home', homeFaqSeeds), ...rows('contact', contactFaqSeeds)])
      .execute();
  });
}
