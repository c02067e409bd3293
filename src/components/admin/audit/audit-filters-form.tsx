import { buttonClasses } from '@/components/ui/button';
import { AUDIT_KIND_LABELS, type AuditQuery } from '@/lib/admin/audit-filters';

import { fieldClass, labelClass } from '../form-fields';

/** A plain GET form: the filters go in the query string, and it works without JavaScript. */
export function AuditFiltersForm(props: {
  query: AuditQuery;
  users: { id: string; label: string }[];
}) {
  const { query } = props;
  return (
    <form
      method="get"
      action="/admin/audit"
      className="mt-8 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="audit-q" className={labelClass}>
          Search the log
        </label>
        <input
          id="audit-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Who, what or which record..."
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="audit-user" className={labelClass}>
          User
        </label>
        <select
          id="audit-user"
          name="user"
          defaultValue={query.userId ?? ''}
          className={fieldClass}
        >
          <option value="">Everyone</option>
          {props.users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-kind" className={labelClass}>
          Kind
        </label>
        <select id="audit-kind" name="kind" defaultValue={query.kind ?? ''} className={fieldClass}>
          <option value="">All kinds</option>
          {Object.entries(AUDIT_KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          From
        </label>
        <input
          id="audit-from"
          name="from"
          type="date"
          defaultValue={query.from}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          To
        </label>
        <input id="audit-to" name="to" type="date" defaultValue={query.to} className={fieldClass} />
      </div>
      <button type="submit" className={buttonClasses()}>
        Filter
      </button>
    </form>
  );
}
