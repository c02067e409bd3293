'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { clientSearchMonthSchema, type ClientSearchMonth } from '@/lib/validation/client';

import { fieldProps, showServerErrors } from '../form-fields';
import {
  PerformanceImportForm,
  PeriodInput,
  usePerformanceFile,
} from '../insights/performance-file';

/** Imports a client's Search Console export (Pages.csv or Queries.csv) for a month. */
export function ClientSearchImport({ id: clientId, host }: { id: string; host: string }) {
  const id = useId();
  const form = useForm<ClientSearchMonth>({
    resolver: zodResolver(clientSearchMonthSchema),
    defaultValues: { month: '' },
  });
  const file = usePerformanceFile(id);
  const send = ({ month }: ClientSearchMonth) =>
    file.upload(
      `/api/admin/clients/${clientId}/search-console?month=${month}`,
      'the earlier import of that month',
      (error) => showServerErrors(error, form.setError),
    );
  return (
    <PerformanceImportForm
      label="Import the client’s Search Console export"
      intro={`In the client’s Search Console property for ${host}, open Performance, choose one calendar month, press Export and choose CSV; import Pages.csv and Queries.csv here for that month. Importing a month again replaces it.`}
      className="mt-4 space-y-4 rounded-lg border border-border bg-card p-6"
      columns={2}
      file={file}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <PeriodInput
        type="month"
        label="Month"
        field={fieldProps(id, form.formState.errors, 'month')}
        register={form.register('month')}
      />
    </PerformanceImportForm>
  );
}
