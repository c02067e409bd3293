import { AUDIT_KIND_LABELS, type AuditQuery } from '@/lib/admin/audit-log-filters';

import { fieldClass, labelClass } from '../form-fields';
import { ListFiltersForm } from '../list/list-filters-form';

export function AuditFiltersForm(props: {
  query: AuditQuery;
  users: { id: string; label: string }[];
}) {
  const { query } = props;
  const day = (name: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`audit-log-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`audit-log-${name}`}
        name={name}
        type="date"
        defaultValue={query[name]}
        className={fieldClass}
      />
    </div>
  );
  return (
    <ListFiltersForm
      action="/admin/audit-log"
      name="Audit log"
      submit="Filter"
      search={{
        label: 'Search the log',
        placeholder: 'Who, what or which record...',
        value: query.q,
      }}
      selects={[
        {
          name: 'user',
          label: 'User',
          all: 'Everyone',
          value: query.userId,
          options: props.users.map((u) => [u.id, u.label]),
        },
        {
          name: 'kind',
          label: 'Kind',
          all: 'All kinds',
          value: query.kind,
          options: Object.entries(AUDIT_KIND_LABELS),
        },
      ]}
    >
      {day('from', 'From')}
      {day('to', 'To')}
    </ListFiltersForm>
  );
}
