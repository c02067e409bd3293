'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

export type RepeatableGroupProps = {
  /** The group's heading, e.g. 'FAQ'. */
  title: string;
  /** The heading's id, when the title is not unique on the page (a group inside a group). */
  id?: string;
  /** One item's name, e.g. 'question': 'Add question', 'Remove question 2'. */
  itemName: string;
  count: number;
  limit: number;
  /** A group-wide error, e.g. from the server. */
  error?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  renderItem: (index: number) => ReactNode;
  /** Stable keys for the items (useFieldArray's ids). */
  keys: string[];
};

/** A list of like items that can be added, removed and reordered with buttons, so by keyboard too. */
export function RepeatableGroup(props: RepeatableGroupProps) {
  const { title, itemName, count } = props;
  const headingId = props.id ?? `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <fieldset aria-labelledby={headingId} className="space-y-4">
      <legend id={headingId} className="text-lg font-semibold">
        {title}
      </legend>
      {props.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
      {count === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      <ol className="space-y-4">
        {props.keys.map((key, index) => (
          <li key={key} className="rounded-md border border-border p-4">
            <div className="mb-3 flex items-center justify-between gap-2">
              <span className="text-sm font-medium">
                {itemName.charAt(0).toUpperCase() + itemName.slice(1)} {index + 1}
              </span>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => props.onMove(index, index - 1)}
                  aria-label={`Move ${itemName} ${index + 1} up`}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === count - 1}
                  onClick={() => props.onMove(index, index + 1)}
                  aria-label={`Move ${itemName} ${index + 1} down`}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-red-600 dark:text-red-400"
                  onClick={() => props.onRemove(index)}
                  aria-label={`Remove ${itemName} ${index + 1}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </div>
            {props.renderItem(index)}
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={count >= props.limit}
        onClick={props.onAdd}
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add {itemName}
      </Button>
    </fieldset>
  );
}
