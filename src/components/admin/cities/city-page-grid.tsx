import Link from 'next/link';
import type { ReactNode } from 'react';

import { THIN_PAGE_WORDS, type CityPageState } from '@/lib/city-page-quality';
import { cn, countOf } from '@/lib/utils';
import { NEAR_DUPLICATE } from '@/lib/cities/page-similarity';
import type { CitiesAdminData, CityPageCell } from '@/server/admin/cities/load-cities';

import { RefreshWhileShown } from '../refresh-while-shown';

const stateStyle: Record<CityPageState, string> = {
  published: 'bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200',
  thin: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/20 dark:text-yellow-200',
  fallback: 'bg-slate-200 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200',
};
const stateLabel: Record<CityPageState, string> = {
  published: 'Published',
  thin: 'Thin',
  fallback: 'Fallback',
};

/** Why a stored page is in its state: its words, a sibling it repeats, or its template. */
function cellReason(cell: CityPageCell): { shown: string; spoken: string } {
  if (cell.checking && !cell.fromTemplate && cell.state !== 'fallback')
    return {
      shown: `${cell.words} · checking`,
      spoken: `${countOf(cell.words, 'word')}, being compared with the other cities’ pages`,
    };
  if (cell.state === 'thin' && (cell.similarity ?? 0) >= NEAR_DUPLICATE) {
    const percent = `${Math.round((cell.similarity ?? 0) * 100)}%`;
    return {
      shown: `${percent} like ${cell.closestCity}`,
      spoken: `${percent} the same text as ${cell.closestCity}'s page`,
    };
  }
  if (cell.state === 'thin' && cell.fromTemplate)
    return { shown: 'template', spoken: 'made from a template, not edited since' };
  return { shown: String(cell.words), spoken: countOf(cell.words, 'word') };
}

/** Every service in each city listed, with the state of its page; a cell opens the page's editor. */
export function CityPageGrid({
  cities,
  services,
  cells,
  children,
}: Pick<CitiesAdminData, 'cities' | 'services' | 'cells'> & { children?: ReactNode }) {
  return (
    <section aria-labelledby="city-pages-heading" className="mt-12">
      <h2 id="city-pages-heading" className="text-2xl font-bold tracking-tight">
        City Pages
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
        <strong>Published</strong>: a page with at least {THIN_PAGE_WORDS} words of its own
        (introduction, services offered, FAQ), less than {Math.round(NEAR_DUPLICATE * 100)}% the
        same as any other city&apos;s page of the service, indexed and in the sitemap.{' '}
        <strong>Thin</strong>: a page under that, and <strong>Fallback</strong>: no page, so
        visitors see the generic text; both are kept out of search (noindex) and out of the sitemap,
        and so is a page made from a template until it is edited on its own.
      </p>
      {children}
      {Object.values(cells).some((row) => Object.values(row).some((cell) => cell.checking)) ? (
        // The background comparison's result shows by itself, in a few seconds.
        <RefreshWhileShown everyMs={2000} />
      ) : null}
      {cities.length === 0 ? null : (
        <div className="relative mt-6 overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The page of each service in each city</caption>
            <thead className="bg-muted text-xs tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  City
                </th>
                {services.map((service) => (
                  <th key={service.slug} scope="col" className="px-4 py-3 font-semibold">
                    {service.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {cities.map((city) => (
                <tr key={city.id} className="bg-card">
                  <th scope="row" className="px-4 py-3 font-medium">
                    {city.name}
                  </th>
                  {services.map((service) => {
                    const cell = cells[city.slug]?.[service.slug] ?? {
                      state: 'fallback',
                      words: 0,
                    };
                    return (
                      <td key={service.slug} className="px-4 py-3">
                        <Link
                          href={`/admin/cities/${city.id}/${service.slug}`}
                          className={cn(
                            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold hover:underline',
                            stateStyle[cell.state],
                          )}
                        >
                          <span className="sr-only">
                            {`${service.name} in ${city.name}: ${stateLabel[cell.state]}${cell.state === 'fallback' ? '' : `, ${cellReason(cell).spoken}`}, edit`}
                          </span>
                          <span aria-hidden>
                            {stateLabel[cell.state]}
                            {cell.state === 'fallback' ? '' : ` · ${cellReason(cell).shown}`}
                          </span>
                        </Link>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
