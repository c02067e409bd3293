import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The header row of an admin table: the named columns, then (unless left out) Actions. */
export function AdminTableHead({
  columns,
  actions = true,
  lead,
}: {
  columns: readonly string[];
  actions?: boolean;
  /** Put before the first column's name: the box that selects every row. */
  lead?: ReactNode;
}) {
  return (
    <thead className="bg-muted text-xs tracking-wide uppercase">
      <tr>
        {columns.map((h, index) => (
          <th key={h} scope="col" className="px-4 py-3 font-semibold">
            {index === 0 && lead ? (
              <span className="flex items-center gap-3">
                {lead}
                {h}
              </span>
            ) : (
              h
            )}
          </th>
        ))}
        {actions ? (
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Actions
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

/**
 * An admin list's table: a caption for screen readers, the head, and the rows given. Without an
 * Actions column (`actions={false}`) its rows may hold nothing to focus, so its box can be focused
 * to scroll it from the keyboard.
 */
export function AdminTable(props: {
  caption: string;
  columns: readonly string[];
  lead?: ReactNode;
  /** Whether the last column is Actions (the default). */
  actions?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <AdminTableHead columns={props.columns} lead={props.lead} actions={props.actions} />
      <tbody className="divide-y divide-border">{props.children}</tbody>
    </table>
  );
  const box = 'relative mt-8 overflow-x-auto rounded-lg border border-border';
  return props.actions === false ? (
    <ScrollingTableBox label={props.caption} className={box}>
      {table}
    </ScrollingTableBox>
  ) : (
    <div className={box}>{table}</div>
  );
}

/** What an admin list shows when it has nothing yet. */
export function AdminEmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="mt-8 rounded-lg border border-border bg-card p-10 text-center text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * The box of a table without buttons or links: wider than the screen, it scrolls on its own, and
 * can be focused to scroll it from the keyboard.
 */
export function ScrollingTableBox(props: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={props.label}
      tabIndex={0}
      className={clsx('relative min-w-0 overflow-x-auto', props.className)}
    >
      {props.children}
    </div>
  );
}
