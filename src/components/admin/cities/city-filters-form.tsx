import { buttonClasses } from '@/components/ui/button';
import { CITY_HOME_FILTERS, CITY_PAGE_FILTERS, type CityQuery } from '@/lib/admin/city-filters';

import { fieldClass, labelClass } from '../form-fields';

/** A plain GET form: the search and filters go in the address, and it works without JavaScript. */
export function CityFiltersForm({ query, states }: { query: CityQuery; states: string[] }) {
  const select = (
    name: 'state' | 'home' | 'pages',
    label: string,
    all: string,
    options: Array<[string, string]>,
  ) => (
    <div>
      <label htmlFor={`cities-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`cities-${name}`}
        name={name}
        defaultValue={query[name] ?? ''}
        className={fieldClass}
      >
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      method="get"
      action="/admin/cities"
      role="search"
      aria-label="Cities"
      className="mt-8 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="cities-q" className={labelClass}>
          Search cities
        </label>
        <input
          id="cities-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Name, state or slug..."
          className={fieldClass}
        />
      </div>
      {select(
        'state',
        'State',
        'All states',
        states.map((state) => [state, state]),
      )}
      {select('home', 'Home page', 'Featured or not', Object.entries(CITY_HOME_FILTERS))}
      {select('pages', 'Pages', 'Any pages', Object.entries(CITY_PAGE_FILTERS))}
      <button type="submit" className={buttonClasses()}>
        Search
      </button>
    </form>
  );
}
