'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { ItemForm, type ItemFormProps } from './item-form';
import { OrderedList, type OrderedItem } from './ordered-list';

export type OrderedListAdminProps<T extends FieldValues> = Pick<
  ItemFormProps<T>,
  'noun' | 'idPrefix' | 'api' | 'schema' | 'fields' | 'empty'
> & {
  title: string;
  /** h1 for a screen of one list, h2 for one of several lists on a screen. */
  level: 'h1' | 'h2';
  description?: string;
  newLabel: string;
  /** The New button's accessible name, when several lists share a screen. */
  newName?: string;
  /** The noun's plural: 'testimonials'. */
  plural: string;
  /** The search's words when several lists share a screen: ['home page question', …]. */
  searchNoun?: [string, string];
  caption: string;
  itemHeader?: string;
  emptyText: string;
  items: Array<OrderedItem & { values: T }>;
};

/** A list the site shows in the admin's order, with its form: add, edit, order, hide, delete. */
export function OrderedListAdmin<T extends FieldValues>(props: OrderedListAdminProps<T>) {
  const router = useRouter();
  // An item's id, 'new' for the add form, or null when no form is open.
  const [editing, setEditing] = useState<string | null>(null);
  const current = props.items.find((item) => item.id === editing);
  const Heading = props.level;
  const headingId = `${props.idPrefix ?? props.noun.replace(/\s+/g, '-')}-list-heading`;

  return (
    <section aria-labelledby={headingId} className={props.level === 'h2' ? 'mt-10' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Heading
          id={headingId}
          className={`${props.level === 'h1' ? 'text-3xl' : 'text-2xl'} font-bold tracking-tight`}
        >
          {props.title}
        </Heading>
        <Button
          variant={props.level === 'h1' ? 'primary' : 'outline'}
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
          aria-label={props.newName}
        >
          <Plus className="h-4 w-4" aria-hidden />
          {props.newLabel}
        </Button>
      </div>
      {props.description ? (
        <p className="mt-2 text-sm text-muted-foreground">{props.description}</p>
      ) : null}
      {editing ? (
        <ItemForm
          key={editing}
          noun={props.noun}
          idPrefix={props.idPrefix}
          api={props.api}
          schema={props.schema}
          fields={props.fields}
          item={current ? { id: current.id, values: current.values } : null}
          empty={props.empty}
          onDone={() => {
            setEditing(null);
            router.refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <OrderedList
        api={props.api}
        noun={[props.noun, props.plural]}
        searchNoun={props.searchNoun}
        caption={props.caption}
        itemHeader={props.itemHeader}
        items={props.items}
        onEdit={(id) => {
          setEditing(id);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        empty={props.emptyText}
      />
    </section>
  );
}
