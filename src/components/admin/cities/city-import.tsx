'use client';

import { Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { cn, countOf } from '@/lib/utils';
import type { CityImportRow } from '@/server/admin/cities/city-import';

import { ScrollingTableBox } from '../admin-table-head';
import { useAdminMutation } from '../use-admin-mutation';

type Check = { rows: CityImportRow[]; refused: number };

/**
 * Cities from a CSV: the file is checked first and each row shown with its problem; only a file
 * without one can be imported, and it is imported whole.
 */
export function CityImport({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const mutate = useAdminMutation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (chosen: File, preview: boolean) => {
    setBusy(true);
    const answer = await mutate<Check & { imported?: number }>({
      url: `/api/admin/cities/import${preview ? '?check=1' : ''}`,
      method: 'POST',
      body: new Blob([chosen], { type: 'text/csv' }),
      done: preview ? undefined : (a) => `${countOf(a.imported ?? 0, 'city', 'cities')} imported.`,
      failed: preview ? 'Failed to read the CSV' : 'Failed to import the cities',
    });
    setBusy(false);
    if (!answer) return;
    if (preview) setCheck(answer);
    else {
      router.refresh();
      onClose();
    }
  };

  const cities = check ? check.rows.length - check.refused : 0;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 space-y-4 rounded-lg border border-border bg-card p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Import Cities
      </h2>
      <p className="text-sm text-muted-foreground">
        A CSV whose first line is <code>name,state</code>, then any of <code>latitude</code>,{' '}
        <code>longitude</code>, <code>featured</code> (yes or no), <code>image</code> (an uploaded
        image&apos;s address, which a featured city needs) and <code>areas</code> (nearby areas, in
        quotes when there are commas); up to 1,000 cities and 1 MB. Each row is checked before
        anything is saved.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-file`} className={buttonClasses('outline', 'sm')}>
          <Upload className="h-4 w-4" aria-hidden />
          {file ? 'Choose Another File' : 'Choose CSV File'}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!chosen) return;
            setFile(chosen);
            setCheck(null);
            void send(chosen, true);
          }}
        />
        {file ? <span className="text-sm">{file.name}</span> : null}
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {check ? <ImportPreview check={check} /> : null}
      {check && file ? (
        check.refused > 0 ? (
          <p className="text-sm font-medium text-red-600 dark:text-red-400" role="status">
            {countOf(check.refused, 'row has', 'rows have')} a problem: correct{' '}
            {check.refused === 1 ? 'it' : 'them'} and choose the file again. Nothing was saved.
          </p>
        ) : (
          <Button type="button" disabled={busy} onClick={() => void send(file, false)}>
            {busy ? 'Importing...' : `Import ${countOf(cities, 'City', 'Cities')}`}
          </Button>
        )
      ) : null}
    </section>
  );
}

function ImportPreview({ check }: { check: Check }) {
  return (
    <ScrollingTableBox
      label="Cities in the file"
      className="max-h-96 overflow-y-auto rounded-md border border-border"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The cities in the file, each with its check</caption>
        <thead className="sticky top-0 bg-muted text-xs uppercase">
          <tr>
            {['Line', 'City', 'State', 'Address', 'Check'].map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {check.rows.map((row) => (
            <tr key={row.line}>
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <th scope="row" className="px-3 py-2 font-medium">
                {row.name}
              </th>
              <td className="px-3 py-2">{row.state}</td>
              <td className="px-3 py-2 font-mono text-xs">{row.slug}</td>
              <td className={cn('px-3 py-2', row.problem && 'text-red-600 dark:text-red-400')}>
                {row.problem || 'Ready'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTableBox>
  );
}
