import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button';

import { fieldClass, labelClass } from '../form-fields';
import { FilterSelect } from './filter-select';

export type ListFilterSelect = {
  name: string;
  label: string;
  /** The first option's text, which keeps every row: 'All states'. */
  all: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [value: string, label: string]>;
};

/**
 * The search and filters of a list the server pages (cities, redirects, the audit log): a plain GET
 * form, so they go in the address and work without JavaScript; a select applies at once.
 */
export function ListFiltersForm(props: {
  action: string;
  /** Ids start with it, and the search landmark is named by it. */
  name: string;
  search: { label: string; placeholder: string; value: string | undefined };
  selects: readonly ListFilterSelect[];
  /** Fields after the selects (the audit log's dates). */
  children?: ReactNode;
  submit?: string;
}) {
  const id = (field: string) => `${props.name.toLowerCase().replace(/\W+/g, '-')}-${field}`;
  return (
    <form
      method="get"
      action={props.action}
      role="search"
      aria-label={props.name}
      className="mt-8 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id('q')} className={labelClass}>
          {props.search.label}
        </label>
        <input
          id={id('q')}
          name="q"
          type="search"
          defaultValue={props.search.value}
          placeholder={props.search.placeholder}
          className={fieldClass}
        />
      </div>
      {props.selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={id(select.name)} className={labelClass}>
            {select.label}
          </label>
          <FilterSelect
            id={id(select.name)}
            name={select.name}
            defaultValue={select.value ?? ''}
            className={fieldClass}
          >
            <option value="">{select.all}</option>
            {select.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </FilterSelect>
        </div>
      ))}
      {props.children}
      <button type="submit" className={buttonClasses()}>
        {props.submit ?? 'Search'}
      </button>
    </form>
  );
}
