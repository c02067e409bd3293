'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { webVitalsSettingsSchema, type WebVitalsSettings } from '@/lib/validation/web-vitals';

import { submitToAdminApi, submitWhenValid } from '../admin-form';
import { useUnsavedChanges } from '../editor/use-unsaved-changes';
import { fieldClass, fieldProps, labelClass } from '../form-fields';

/** Which share of visits load the Core Web Vitals collector; 0 turns it off. */
export function WebVitalsSamplingForm({ values }: { values: WebVitalsSettings }) {
  const router = useRouter();
  const form = useForm<WebVitalsSettings>({
    resolver: zodResolver(webVitalsSettingsSchema),
    defaultValues: values,
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);
  const share = fieldProps('web-vitals', form.formState.errors, 'sample_percent');
  const save = (data: WebVitalsSettings) =>
    submitToAdminApi({
      url: '/api/admin/web-vitals',
      method: 'PUT',
      values: data,
      setError: form.setError,
      saved:
        data.sample_percent === 0
          ? 'Core Web Vitals are no longer measured.'
          : `Core Web Vitals are measured on ${data.sample_percent}% of visits.`,
      failed: 'Failed to save the share of visits measured',
      onDone: () => {
        form.reset(data);
        router.refresh();
      },
    });
  return (
    <form
      onSubmit={submitWhenValid(form.handleSubmit, save)}
      noValidate
      aria-label="Core Web Vitals sampling"
      className="flex flex-wrap items-end gap-3"
    >
      <div>
        <label htmlFor={share.input.id} className={labelClass}>
          Visits measured (%)
        </label>
        <input
          {...share.input}
          {...form.register('sample_percent', { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          aria-describedby={[`${share.input.id}-hint`, share.input['aria-describedby']]
            .filter(Boolean)
            .join(' ')}
          className={`${fieldClass} w-28`}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={isSubmitting}>
        Save Sampling
      </Button>
      <p id={`${share.input.id}-hint`} className="w-full text-xs text-muted-foreground">
        The share of visits that load the 2 KB collector after the page is idle. 0 turns it off.
      </p>
      <div className="w-full">{share.error}</div>
    </form>
  );
}
