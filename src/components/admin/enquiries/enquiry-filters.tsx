'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

import {
  dateFilterOptions,
  filtersQuery,
  serviceFilterOptions,
  statusFilterOptions,
  type EnquiryFilters as Filters,
} from '@/lib/admin/enquiry-filters';
import type { ServiceOption } from '@/lib/contact-options';

const selectClass = 'h-10 rounded-md border border-border bg-background px-3 text-sm';

/** Filters live in the URL; without JavaScript the form submits them with its button. */
export function EnquiryFilterBar({
  filters,
  services,
}: {
  filters: Filters;
  services: readonly ServiceOption[];
}) {
  const router = useRouter();
  const [q, setQ] = useState(filters.q);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (changes: Partial<Filters>) =>
    router.replace(`/admin/enquiries${filtersQuery(filters, { ...changes, page: 1 })}`);

  return (
    <form
      action="/admin/enquiries"
      method="get"
      role="search"
      aria-label="Filter enquiries"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="relative min-w-56 flex-1">
        <label htmlFor="filter-q" className="sr-only">
          Search submissions
        </label>
        <Search
          className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id="filter-q"
          name="q"
          type="search"
          placeholder="Search submissions..."
          value={q}
          onChange={(event) => {
            const value = event.target.value;
            setQ(value);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => go({ q: value.trim() }), 300);
          }}
          className="h-10 w-full rounded-md border border-border bg-background pr-3 pl-9 text-sm"
        />
      </div>
      {(
        [
          ['status', 'Status', statusFilterOptions],
          ['service', 'Service', serviceFilterOptions(services)],
          ['date', 'Date', dateFilterOptions],
        ] as const
      ).map(([name, label, options]) => (
        <div key={name}>
          <label htmlFor={`filter-${name}`} className="sr-only">
            {label}
          </label>
          <select
            id={`filter-${name}`}
            name={name}
            value={filters[name]}
            onChange={(event) => go({ [name]: event.target.value })}
            className={selectClass}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <noscript>
        <button type="submit" className="h-10 rounded-md border border-border px-4 text-sm">
          Apply
        </button>
      </noscript>
    </form>
  );
}
