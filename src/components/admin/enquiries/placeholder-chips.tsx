'use client';

import type { RefObject } from 'react';

/** The placeholders a template can use, as an owner reads them. */
export const placeholderLabels = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  company: 'Company',
  website: 'Website',
  message: 'Message',
  service_interest: 'Service',
  city: 'City',
} as const;

export type Placeholder = keyof typeof placeholderLabels;

/**
 * Buttons that put a placeholder where the cursor is in the text: the owner picks "Name" rather
 * than typing {{name}}. `insert` is told the new text and where the cursor goes.
 */
export function PlaceholderChips(props: {
  target: RefObject<HTMLTextAreaElement | null>;
  placeholders: readonly Placeholder[];
  insert: (text: string) => void;
  id: string;
}) {
  const put = (name: Placeholder) => {
    const field = props.target.current;
    if (!field) return;
    const token = `{{${name}}}`;
    const { selectionStart: start, selectionEnd: end, value } = field;
    const text = value.slice(0, start) + token + value.slice(end);
    props.insert(text);
    // The cursor just past the placeholder, once the field holds the new text; never after the
    // owner has typed on (a late frame would pull the cursor back into what they typed).
    const place = () => {
      if (field.value !== text) return;
      field.focus();
      field.setSelectionRange(start + token.length, start + token.length);
    };
    if (field.value === text) place();
    else requestAnimationFrame(place);
  };
  return (
    <div
      role="group"
      aria-labelledby={props.id}
      className="mt-2 flex flex-wrap items-center gap-1.5"
    >
      <span id={props.id} className="text-xs text-muted-foreground">
        Insert:
      </span>
      {props.placeholders.map((name) => (
        <button
          key={name}
          type="button"
          onClick={() => put(name)}
          className="rounded-full border border-border bg-muted px-2.5 py-1 text-xs font-medium hover:bg-accent"
        >
          {placeholderLabels[name]}
        </button>
      ))}
    </div>
  );
}
