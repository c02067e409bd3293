'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/dates';
import { failedForNoServer, timelineText } from '@/lib/enquiries/timeline-text';
import { enquiryNoteSchema, type EnquiryNoteInput } from '@/lib/validation/enquiry';
import type { EnquiryEvent } from '@/server/queries/enquiry-events';

import { adminFetch } from '../admin-fetch';
import { fieldClass, fieldProps, showServerErrors } from '../form-fields';
import { sendAdminChange } from '../use-admin-mutation';

/** The enquiry's history and the note form; `version` changes when the dialog changed the enquiry. */
export function EnquiryTimeline({ id, version }: { id: string; version: number }) {
  const [events, setEvents] = useState<EnquiryEvent[] | null>(null);
  const [failed, setFailed] = useState(false);

  // Bumped to load again: after a note, or on Retry.
  const [reload, setReload] = useState(0);
  const load = () => setReload((n) => n + 1);

  useEffect(() => {
    let live = true;
    adminFetch<{ events: EnquiryEvent[] }>(`/api/admin/enquiries/${id}/timeline`, {
      method: 'GET',
    })
      .then((body) => {
        if (!live) return;
        setEvents(body.events);
        setFailed(false);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [id, version, reload]);

  const form = useForm<EnquiryNoteInput>({
    resolver: zodResolver(enquiryNoteSchema),
    defaultValues: { note: '' },
  });
  const note = fieldProps(`note-${id}`, form.formState.errors, 'note');

  const addNote = async (values: EnquiryNoteInput) => {
    const added = await sendAdminChange({
      url: `/api/admin/enquiries/${id}/notes`,
      method: 'POST',
      body: values,
      done: 'Note added',
      failed: 'Failed to add the note',
      // What was typed stays in the box.
      onFailure: (error) => showServerErrors(error, form.setError),
    });
    if (added === null) return;
    form.reset({ note: '' });
    load();
  };

  return (
    <section aria-labelledby={`timeline-${id}`} className="mt-6">
      <h3
        id={`timeline-${id}`}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Notes and History
      </h3>
      <form
        onSubmit={(event) => void form.handleSubmit(addNote)(event)}
        noValidate
        className="mt-2 space-y-2"
      >
        <label htmlFor={note.input.id} className="sr-only">
          Note
        </label>
        <textarea
          {...note.input}
          {...form.register('note')}
          rows={2}
          placeholder="Called back, sent a quote..."
          className={fieldClass}
        />
        {note.error}
        <div className="flex justify-end">
          <Button type="submit" size="sm" variant="outline" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Adding...' : 'Add Note'}
          </Button>
        </div>
      </form>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          The history could not be loaded.{' '}
          <button type="button" className="underline" onClick={load}>
            Retry
          </button>
        </p>
      ) : events === null ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading history...</p>
      ) : (
        <ol aria-label="History" className="mt-3 space-y-3 border-l border-border pl-4 text-sm">
          {[...events].reverse().map((event) => (
            <li key={event.id}>
              <p className={event.kind === 'note' ? 'whitespace-pre-wrap' : undefined}>
                {event.kind === 'note' ? <span className="font-medium">Note: </span> : null}
                {timelineText(event.kind, event.detail)}
                {failedForNoServer(event.kind, event.detail) ? (
                  <>
                    {' '}
                    <Link href="/admin/mail" className="text-primary underline">
                      Set up mail
                    </Link>
                  </>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.createdAt}>{formatLongDateTime(event.createdAt)}</time>
                {event.author ? ` · by ${event.author}` : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
