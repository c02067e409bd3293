import 'server-only';

import type { FigureHistory } from '@/lib/case-studies/figures';

import type { DB } from '../db/schema';
import { clientsSearchMonths } from '../queries/client-search';

// What a case study's figures are read from: each client's stored history, by measure and month:
// the score of the month's audit that was read, and the month's imported Search Console totals.

const emptyHistory = (): FigureHistory => ({
  score: {},
  clicks: {},
  impressions: {},
  position: {},
});

/** Each client's history; a client without any has empty measures. */
export async function figureHistories(
  db: DB,
  clientIds: readonly string[],
): Promise<Map<string, FigureHistory>> {
  const histories = new Map(clientIds.map((id) => [id, emptyHistory()]));
  if (clientIds.length === 0) return histories;
  const [scores, search] = await Promise.all([
    db
      .selectFrom('client_audits')
      .select(['client_id', 'month', 'score'])
      .where('client_id', 'in', clientIds)
      .where('status', '=', 'done')
      .where('score', 'is not', null)
      .execute(),
    clientsSearchMonths(db, clientIds),
  ]);
  for (const row of scores) histories.get(row.client_id)!.score[row.month] = row.score!;
  for (const [clientId, months] of search) {
    const history = histories.get(clientId)!;
    for (const month of months) {
      history.clicks[month.month] = month.clicks;
      history.impressions[month.month] = month.impressions;
      if (month.position !== null) history.position[month.month] = month.position;
    }
  }
  return histories;
}

export async function figureHistory(db: DB, clientId: string): Promise<FigureHistory> {
  return (await figureHistories(db, [clientId])).get(clientId)!;
}
