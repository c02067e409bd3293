'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/utils';
import {
  searchConsoleRangeSchema,
  type SearchConsoleRange,
} from '@/lib/validation/search-console-import';

import { fieldClass, fieldProps, labelClass, showServerErrors } from '../form-fields';
import { useAdminMutation } from '../use-admin-mutation';

type Named = { count: number; named: string[] };
type Imported = {
  kind: 'page' | 'query';
  imported: number;
  replaced: boolean;
  otherHost: Named;
  unknownPages: Named;
};

/** A line of the import's report: how many rows, and the first of them. */
const said = (what: Named, words: string) =>
  `${countOf(what.count, 'row')} ${words}: ${what.named.join(', ')}${what.count > what.named.length ? ', …' : ''}`;

/**
 * Imports a CSV of Search Console's performance report (Pages.csv or Queries.csv from its Export
 * button) for the dates it covers; a file with a bad row is refused whole, each row's problem
 * listed.
 */
export function SearchConsoleImport() {
  const id = useId();
  const mutate = useAdminMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [report, setReport] = useState<string[]>([]);
  const form = useForm<SearchConsoleRange>({
    resolver: zodResolver(searchConsoleRangeSchema),
    defaultValues: { since: '', until: '' },
  });
  const since = fieldProps(id, form.formState.errors, 'since');
  const until = fieldProps(id, form.formState.errors, 'until');

  const send = async (range: SearchConsoleRange) => {
    setRowErrors([]);
    setReport([]);
    if (!file) return setFileError('Choose the CSV file Search Console exported');
    const query = new URLSearchParams(range).toString();
    const answer = await mutate<Imported>({
      url: `/api/admin/search-console?${query}`,
      method: 'POST',
      body: new Blob([file], { type: 'text/csv' }),
      done: (a) =>
        `${countOf(a.imported, a.kind === 'page' ? 'page' : 'query', a.kind === 'page' ? 'pages' : 'queries')} imported${a.replaced ? ', in place of the earlier import of these dates' : ''}.`,
      failed: 'Failed to import the file',
      onFailure: (error) => {
        showServerErrors(error, form.setError);
        setRowErrors((error.body as { errors?: string[] } | undefined)?.errors ?? []);
      },
    });
    if (!answer) return;
    setReport([
      ...(answer.otherHost.count ? [said(answer.otherHost, 'of another site, left out')] : []),
      ...(answer.unknownPages.count
        ? [said(answer.unknownPages, 'of pages this site does not have (kept)')]
        : []),
    ]);
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      noValidate
      aria-label="Import from Search Console"
      className="space-y-4"
    >
      <p className="text-sm text-muted-foreground">
        In Search Console, open Performance, choose the dates, press Export and choose CSV; import
        Pages.csv or Queries.csv here with the same dates. Importing the same dates again replaces
        the earlier import.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={since.input.id} className={labelClass}>
            First date
          </label>
          <input type="date" {...since.input} {...form.register('since')} className={fieldClass} />
          {since.error}
        </div>
        <div>
          <label htmlFor={until.input.id} className={labelClass}>
            Last date
          </label>
          <input type="date" {...until.input} {...form.register('until')} className={fieldClass} />
          {until.error}
        </div>
        <div>
          <label htmlFor={`${id}-file`} className={labelClass}>
            CSV file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={Boolean(fileError)}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFileError(null);
            }}
            className="block w-full text-sm"
          />
          {fileError ? (
            <p id={`${id}-file-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {fileError}
            </p>
          ) : null}
        </div>
      </div>
      {rowErrors.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 p-3 text-sm dark:border-red-800"
        >
          <p className="font-medium">The file was not imported: nothing was saved.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {rowErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.length > 0 ? (
        <div role="status" aria-label="What the import left out or could not match">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {report.map((line) => (
              <li key={line} className="wrap-anywhere">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Importing...' : 'Import'}
      </Button>
    </form>
  );
}
