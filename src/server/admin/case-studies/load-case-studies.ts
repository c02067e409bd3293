import 'server-only';

import type { FigureHistory } from '@/lib/case-studies/figures';

import { figureHistories } from '../../case-studies/figure-history';
import { getDb } from '../../db/client';
import { listAllPosts, listAuthorOptions } from '../../queries/blog-admin';
import { listCityRecords } from '../../queries/cities';
import { listClients } from '../../queries/clients';
import { listServiceCatalogue } from '../../queries/services';

// The case studies' screen: every case study whatever its status, and what its editor chooses
// from: the clients (with their consent to be named and their history by measure and month, so
// each figure is shown as it will read), the services and the cities. No fee is read.

export type CaseStudyClient = {
  id: string;
  name: string;
  /** How it agreed to be named; '' while it has not. */
  namedConsent: string;
  services: string[];
  history: FigureHistory;
};

export type CaseStudyOptions = {
  clients: CaseStudyClient[];
  services: { slug: string; name: string }[];
  cities: { slug: string; name: string }[];
};

export async function loadCaseStudies() {
  const db = getDb();
  const [posts, authors, clients, services, cities] = await Promise.all([
    listAllPosts(db, new Date(), 'case-study'),
    listAuthorOptions(db),
    listClients(db),
    listServiceCatalogue(db),
    listCityRecords(db),
  ]);
  const histories = await figureHistories(
    db,
    clients.map((client) => client.id),
  );
  const options: CaseStudyOptions = {
    clients: clients.map((client) => ({
      id: client.id,
      name: client.name,
      namedConsent: client.namedConsent,
      services: client.services,
      history: histories.get(client.id)!,
    })),
    services: services.map(({ slug, name }) => ({ slug, name })),
    cities: cities.map(({ slug, name }) => ({ slug, name })),
  };
  return { posts, authors, options };
}
