'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import {
  clientWorkSchema,
  type ClientWorkData,
  type ClientWorkInput,
} from '@/lib/validation/client';
import type { ClientWorkEntry } from '@/server/queries/client-work';

import { ConfirmDelete } from '../confirm-delete';
import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';
import { SettingsForm } from '../settings-form';
import { useAdminMutation } from '../use-admin-mutation';

const PREFIX = 'client-work';

/**
 * The team's work log for a client, the latest day first: each line goes into the client's
 * report under its month. A line is written with its day, and can be deleted.
 */
export function ClientWorkLog({
  id,
  entries,
  today,
}: {
  id: string;
  entries: ClientWorkEntry[];
  /** India's date, the new line's default day. */
  today: string;
}) {
  const router = useRouter();
  const mutate = useAdminMutation();
  const form = useForm<ClientWorkInput, unknown, ClientWorkData>({
    resolver: zodResolver(clientWorkSchema),
    defaultValues: { doneOn: today, note: '' },
  });
  const day = fieldProps(PREFIX, form.formState.errors, 'doneOn');
  return (
    <>
      <SettingsForm
        form={form}
        save={{
          url: `/api/admin/clients/${id}/work-log`,
          method: 'POST',
          saved: (data) => `Work on ${formatLongDate(data.doneOn)} logged.`,
          failed: 'Failed to log the work',
          onDone: () => {
            form.reset({ doneOn: form.getValues('doneOn'), note: '' });
            router.refresh();
          },
        }}
        saveLabel="Log the Work"
        label="Log work"
        className="mt-4 space-y-5 rounded-lg border border-border bg-card p-6"
      >
        <div className="md:max-w-xs">
          <label htmlFor={day.input.id} className={labelClass}>
            Day *
          </label>
          <input {...day.input} {...form.register('doneOn')} type="date" className={fieldClass} />
          {day.error}
        </div>
        <TextField form={form} prefix={PREFIX} name="note" label="What was done *" multiline />
      </SettingsForm>
      {entries.length ? (
        <ul className="mt-4 space-y-3" aria-label="Work logged">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex items-start justify-between gap-4 rounded-lg border border-border bg-card p-4 text-sm"
            >
              <div>
                <p>
                  <span className="font-medium">{formatLongDate(entry.doneOn)}</span>{' '}
                  <span className="text-muted-foreground">by {entry.author}</span>
                </p>
                <p className="mt-1 whitespace-pre-line">{entry.note}</p>
              </div>
              <ConfirmDelete
                question={`Delete the work of ${formatLongDate(entry.doneOn)} from the log? It leaves the client’s report too.`}
                onConfirm={() =>
                  void mutate({
                    url: `/api/admin/clients/${id}/work-log/${entry.id}`,
                    method: 'DELETE',
                    done: 'The line is deleted from the work log.',
                    failed: 'Failed to delete the line',
                  })
                }
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete the work of ${formatLongDate(entry.doneOn)}`}
                  >
                    Delete
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">No work logged yet.</p>
      )}
    </>
  );
}
