'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import {
  searchConsoleRangeSchema,
  type SearchConsoleRange,
} from '@/lib/validation/search-console-import';

import { fieldProps, showServerErrors } from '../form-fields';
import { PerformanceImportForm, PeriodInput, usePerformanceFile } from './performance-file';

/**
 * Imports a CSV of Search Console's performance report (Pages.csv or Queries.csv from its Export
 * button) for the dates it covers; a file with a bad row is refused whole, each row's problem
 * listed.
 */
export function SearchConsoleImport() {
  const id = useId();
  const form = useForm<SearchConsoleRange>({
    resolver: zodResolver(searchConsoleRangeSchema),
    defaultValues: { since: '', until: '' },
  });
  const file = usePerformanceFile(id);
  const send = (range: SearchConsoleRange) =>
    file.upload(
      `/api/admin/search-console?${new URLSearchParams(range).toString()}`,
      'the earlier import of these dates',
      (error) => showServerErrors(error, form.setError),
    );

  return (
    <PerformanceImportForm
      label="Import from Search Console"
      intro="In Search Console, open Performance, choose the dates, press Export and choose CSV; import Pages.csv or Queries.csv here with the same dates. Importing the same dates again replaces the earlier import."
      columns={3}
      file={file}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <PeriodInput
        type="date"
        label="First date"
        field={fieldProps(id, form.formState.errors, 'since')}
        register={form.register('since')}
      />
      <PeriodInput
        type="date"
        label="Last date"
        field={fieldProps(id, form.formState.errors, 'until')}
        register={form.register('until')}
      />
    </PerformanceImportForm>
  );
}
