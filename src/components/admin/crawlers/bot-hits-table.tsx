import { formatCount } from '@/lib/utils';
import type { BotRow } from '@/server/admin/crawlers/load-crawlers';

import { AdminEmptyState, ScrollingTableBox } from '../admin-table-head';

const cell = 'px-4 py-3 align-top';
const number = `${cell} text-right tabular-nums`;

/**
 * Each bot's hits over the period and the pages it read most, busiest first. Hits from addresses
 * its reverse DNS refuted are counted apart, and left out of its pages.
 */
export function BotHitsTable({ bots, days }: { bots: BotRow[]; days: number }) {
  if (bots.length === 0)
    return (
      <AdminEmptyState>
        No crawler or AI bot has been counted in the last {days} days.
      </AdminEmptyState>
    );
  return (
    <ScrollingTableBox label="Hits by bot, table" className="mt-6 rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Hits by bot in the last {days} days, most first</caption>
        <thead className="bg-muted text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className={cell}>
              Bot
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Confirmed
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Not checked
            </th>
            <th scope="col" className={`${cell} text-right`}>
              From other addresses
            </th>
            <th scope="col" className={cell}>
              Pages it reads most
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {bots.map((bot) => (
            <tr key={bot.id}>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="font-medium">{bot.name}</span>
                <span className="block text-xs text-muted-foreground">{bot.about}</span>
              </th>
              <td className={number}>{formatCount(bot.hits.confirmed)}</td>
              <td className={number}>{formatCount(bot.hits.unchecked)}</td>
              <td className={number}>{formatCount(bot.hits.unconfirmed)}</td>
              <td className={cell}>
                <ol className="space-y-1">
                  {bot.pages.map((page) => (
                    <li key={page.path} className="flex justify-between gap-4">
                      <span className="break-all">{page.path}</span>
                      <span className="text-muted-foreground">{formatCount(page.hits)}</span>
                    </li>
                  ))}
                </ol>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTableBox>
  );
}
