import type { ReactNode } from 'react';

/** A titled card of the account page. */
export function AccountSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${props.id}-heading`}
      className="mt-8 rounded-lg border border-border bg-card p-6"
    >
      <h2 id={`${props.id}-heading`} className="text-xl font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
