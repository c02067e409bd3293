'use client';

import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/utils';

import { fieldClass, type fieldProps, labelClass } from '../form-fields';
import { useAdminMutation } from '../use-admin-mutation';

// What the site's Search Console import and a client's share: the file chosen, sent as the
// request's body; a file with a bad row refused whole with each row's problem listed; and what the
// import left out, said under the form.

type Named = { count: number; named: string[] };
export type PerformanceImported = {
  kind: 'page' | 'query';
  imported: number;
  replaced: boolean;
  otherHost: Named;
  unknownPages?: Named;
};

/** A line of the import's report: how many rows, and the first of them. */
const said = (what: Named, words: string) =>
  `${countOf(what.count, 'row')} ${words}: ${what.named.join(', ')}${what.count > what.named.length ? ', …' : ''}`;

const importedText = (answer: PerformanceImported, replacing: string) =>
  `${countOf(answer.imported, answer.kind === 'page' ? 'page' : 'query', answer.kind === 'page' ? 'pages' : 'queries')} imported${answer.replaced ? `, in place of ${replacing}` : ''}.`;

export function usePerformanceFile(id: string) {
  const mutate = useAdminMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [report, setReport] = useState<string[]>([]);

  /** Sends the file to `url`; `replacing` names the import a new one takes the place of. */
  const upload = async (
    url: string,
    replacing: string,
    onFailure: (error: Error & { body?: unknown }) => void,
  ) => {
    setRowErrors([]);
    setReport([]);
    if (!file) return setFileError('Choose the CSV file Search Console exported');
    const answer = await mutate<PerformanceImported>({
      url,
      method: 'POST',
      body: new Blob([file], { type: 'text/csv' }),
      done: (a) => importedText(a, replacing),
      failed: 'Failed to import the file',
      onFailure: (error) => {
        onFailure(error);
        setRowErrors((error.body as { errors?: string[] } | undefined)?.errors ?? []);
      },
    });
    if (!answer) return;
    setReport([
      ...(answer.otherHost.count ? [said(answer.otherHost, 'of another site, left out')] : []),
      ...(answer.unknownPages?.count
        ? [said(answer.unknownPages, 'of pages this site does not have (kept)')]
        : []),
    ]);
  };

  const fileField = (
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
  );

  const outcome = (
    <>
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
    </>
  );

  return { upload, fileField, outcome };
}

/** A date or month input with its label and error, as the import forms ask for their period. */
export function PeriodInput(props: {
  type: 'date' | 'month';
  label: string;
  field: ReturnType<typeof fieldProps>;
  register: UseFormRegisterReturn;
}) {
  return (
    <div>
      <label htmlFor={props.field.input.id} className={labelClass}>
        {props.label}
      </label>
      <input type={props.type} {...props.field.input} {...props.register} className={fieldClass} />
      {props.field.error}
    </div>
  );
}

/** An import's form: what to do in Search Console, the period's fields and the file, the outcome. */
export function PerformanceImportForm(props: {
  label: string;
  intro: ReactNode;
  className?: string;
  /** The period's fields and the file, side by side from a small screen up. */
  columns: 2 | 3;
  file: ReturnType<typeof usePerformanceFile>;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={props.onSubmit}
      noValidate
      aria-label={props.label}
      className={props.className ?? 'space-y-4'}
    >
      <p className="text-sm text-muted-foreground">{props.intro}</p>
      <div className={`grid gap-4 ${props.columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {props.children}
        {props.file.fileField}
      </div>
      {props.file.outcome}
      <Button type="submit" size="sm" disabled={props.submitting}>
        {props.submitting ? 'Importing...' : 'Import'}
      </Button>
    </form>
  );
}
