'use client';

import type { ReactNode } from 'react';
import {
  useFieldArray,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

import { messageAt, TextField } from './form-fields';
import { RepeatableGroup } from './repeatable-group';

/** The items' fields most groups use. */
export const itemFields = {
  titled: [
    { key: 'title', label: 'Title *' },
    { key: 'description', label: 'Description *', multiline: true },
  ],
  named: [
    { key: 'name', label: 'Name *' },
    { key: 'description', label: 'Description *', multiline: true },
  ],
  question: [
    { key: 'question', label: 'Question *' },
    { key: 'answer', label: 'Answer *', multiline: true },
  ],
} as const;

export type FieldArrayGroupProps<T extends FieldValues, N extends ArrayPath<T>> = {
  form: UseFormReturn<T>;
  prefix: string;
  /** The array's path in the form, e.g. 'faq' or 'expertise_areas.2.sub_topics'. */
  name: N;
  title: string;
  itemName: string;
  limit: number;
  /** Each item's text fields: its key in the item, its label, and whether it takes paragraphs. */
  fields: ReadonlyArray<{ key: string; label: string; multiline?: boolean }>;
  /** A new item, with every field empty. */
  empty: FieldArray<T, N>;
  /** The heading's id, when the title repeats on the page. */
  id?: string;
  /** More of an item after its text fields, e.g. a group of its own. */
  renderExtra?: (index: number) => ReactNode;
};

/** A repeatable group of items made of text fields, bound to an array of the form. */
export function FieldArrayGroup<T extends FieldValues, N extends ArrayPath<T>>(
  props: FieldArrayGroupProps<T, N>,
) {
  const { form, name } = props;
  const array = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors;
  return (
    <RepeatableGroup
      title={props.title}
      id={props.id}
      itemName={props.itemName}
      count={array.fields.length}
      keys={array.fields.map((field) => field.id)}
      limit={props.limit}
      error={messageAt(errors, `${name}.root`) ?? messageAt(errors, name)}
      onAdd={() => array.append(props.empty)}
      onRemove={(index) => array.remove(index)}
      onMove={(from, to) => array.move(from, to)}
      renderItem={(index) => (
        <div className="grid gap-4">
          {props.fields.map((field) => (
            <TextField
              key={field.key}
              form={form}
              prefix={props.prefix}
              name={`${name}.${index}.${field.key}` as Path<T>}
              label={field.label}
              multiline={field.multiline}
            />
          ))}
          {props.renderExtra?.(index)}
        </div>
      )}
    />
  );
}
