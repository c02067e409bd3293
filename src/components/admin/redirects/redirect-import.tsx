'use client';

import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { countOf } from '@/lib/utils';

import { useAdminMutation } from '../use-admin-mutation';

type Report = {
  added: number;
  refused: number;
  report: Array<{ line: number; source: string; added: boolean; message: string }>;
};

/** CSV export, and an import of `source,target,type[,note]` rows with a report of each row. */
export function RedirectImport() {
  const mutate = useAdminMutation();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    const result = await mutate<Report>({
      url: '/api/admin/redirects/import',
      method: 'POST',
      body: new Blob([file], { type: 'text/csv' }),
      done: (answer) => ({
        title: 'Success',
        description: `${countOf(answer.added, 'redirect')} imported, ${answer.refused} refused.`,
      }),
      failed: 'Failed to import the CSV',
    });
    setBusy(false);
    if (result) setReport(result);
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="mt-8 rounded-lg border border-border bg-card p-6"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
        Import and export
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        A CSV with the header source,target,type (and optionally note), up to 1 MB and 5,000 rows:
        each row is checked like the form and saved or refused on its own.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={buttonClasses('outline', 'sm')}>
          <Upload className="h-4 w-4" aria-hidden />
          {busy ? 'Importing...' : 'Import CSV'}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
        <a href="/api/admin/redirects/export" download className={buttonClasses('outline', 'sm')}>
          <Download className="h-4 w-4" aria-hidden />
          Export CSV
        </a>
      </div>
      {report ? (
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-medium">
              Import report: {report.added} added, {report.refused} refused
            </caption>
            <thead className="bg-muted text-xs uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Line
                </th>
                <th scope="col" className="px-3 py-2">
                  Source
                </th>
                <th scope="col" className="px-3 py-2">
                  Result
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {report.report.map((row) => (
                <tr key={row.line}>
                  <td className="px-3 py-2 tabular-nums">{row.line}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all">{row.source}</td>
                  <td className={`px-3 py-2 ${row.added ? '' : 'text-red-600 dark:text-red-400'}`}>
                    {row.added ? `Added: to ${row.message}` : `Refused: ${row.message}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
