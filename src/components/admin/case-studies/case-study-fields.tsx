'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { metricLabel, shownFigure } from '@/lib/case-studies/figures';
import { monthName } from '@/lib/clients/month-name';
import type { BlogPostInput } from '@/lib/validation/blog-post';
import { CASE_STUDY_METRICS, MAX_CASE_STUDY_FIGURES } from '@/lib/validation/case-study';
import type { CaseStudyOptions } from '@/server/admin/case-studies/load-case-studies';

import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';

// A case study's own part of the post editor: the client it is about (named only with its
// recorded consent), how it is described otherwise, its services and city, and its figures, each
// a measure and two months chosen from the client's stored history, shown as the page will read.

const PREFIX = 'post';

export function CaseStudyFields({
  form,
  options,
}: {
  form: UseFormReturn<BlogPostInput>;
  options: CaseStudyOptions;
}) {
  const { register, control, formState, getValues, setValue } = form;
  const figures = useFieldArray({ control, name: 'case_figures' });
  const [clientId, chosenFigures] = useWatch({ control, name: ['case_client_id', 'case_figures'] });
  const client = options.clients.find((c) => c.id === clientId);
  const field = (name: string) => fieldProps(PREFIX, formState.errors, name);
  const clientField = field('case_client_id');
  const city = field('case_city');
  const services = field('case_services');
  // A client chosen before any service is ticked brings the services the agency provides it.
  const takeClientServices = (event: { target: { value: string } }) => {
    const chosen = options.clients.find((c) => c.id === event.target.value);
    if (!chosen || (getValues('case_services') ?? []).length > 0) return;
    const offered = new Set(options.services.map((service) => service.slug));
    setValue(
      'case_services',
      chosen.services.filter((slug) => offered.has(slug)),
      { shouldDirty: true },
    );
  };
  // A field array's own message is kept at its root.
  const figureList = field(
    formState.errors.case_figures?.root ? 'case_figures.root' : 'case_figures',
  );

  return (
    <fieldset className="space-y-5 rounded-lg border border-border p-4">
      <legend className="px-1 text-lg font-semibold">Case study</legend>
      <div>
        <label htmlFor={clientField.input.id} className={labelClass}>
          Client *
        </label>
        <select
          {...clientField.input}
          {...register('case_client_id', { onChange: takeClientServices })}
          className={fieldClass}
        >
          <option value="">Choose the client</option>
          {options.clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {clientField.error}
        {client ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {client.namedConsent
              ? `Named on the page: ${client.namedConsent}`
              : 'Not named on the page: it has not agreed (its consent is recorded on its screen). The description below stands in for its name.'}{' '}
            <a href={`/admin/clients/${client.id}`} className="text-primary underline">
              Open {client.name}
            </a>
          </p>
        ) : null}
      </div>
      <TextField
        form={form}
        prefix={PREFIX}
        name="case_description"
        label="Client described as *"
        hint="What readers see while the client has not agreed to be named, such as “a jeweller in Jaipur”."
      />
      <fieldset aria-describedby={services.input['aria-describedby']}>
        <legend className={labelClass}>Services *</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.services.map((service) => (
            <label key={service.slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={service.slug}
                {...register('case_services')}
                className="h-4 w-4"
              />
              {service.name}
            </label>
          ))}
        </div>
        {services.error}
      </fieldset>
      <div>
        <label htmlFor={city.input.id} className={labelClass}>
          City
        </label>
        <select {...city.input} {...register('case_city')} className={fieldClass}>
          <option value="">No city</option>
          {options.cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-muted-foreground">
          It is shown on each of its services’ pages, and on their pages in this city.
        </p>
      </div>
      <fieldset aria-describedby={figureList.input['aria-describedby']} className="space-y-3">
        <legend className={labelClass}>Figures * (the first is the headline)</legend>
        {figures.fields.map((row, index) => {
          const chosen = chosenFigures?.[index];
          const months = Object.keys(client?.history[chosen?.metric ?? 'score'] ?? {})
            .sort()
            .reverse();
          const shown = client && chosen ? shownFigure(client.history, chosen) : null;
          const at = (part: string) => field(`case_figures.${index}.${part}`);
          return (
            <div key={row.id} className="rounded-md border border-border p-3">
              <div className="grid gap-3 sm:grid-cols-3">
                <div>
                  <label htmlFor={at('metric').input.id} className={labelClass}>
                    Figure {index + 1}
                  </label>
                  <select
                    {...at('metric').input}
                    {...register(`case_figures.${index}.metric`)}
                    className={fieldClass}
                  >
                    {CASE_STUDY_METRICS.map((metric) => (
                      <option key={metric} value={metric}>
                        {metricLabel(metric)}
                      </option>
                    ))}
                  </select>
                </div>
                {(['before', 'after'] as const).map((part) => (
                  <div key={part}>
                    <label htmlFor={at(part).input.id} className={labelClass}>
                      {part === 'before' ? 'Before, in' : 'After, in'}
                    </label>
                    <select
                      {...at(part).input}
                      {...register(`case_figures.${index}.${part}`)}
                      className={fieldClass}
                    >
                      <option value="">Choose a month</option>
                      {months.map((month) => (
                        <option key={month} value={month}>
                          {monthName(month)}
                        </option>
                      ))}
                    </select>
                    {at(part).error}
                  </div>
                ))}
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <p aria-live="polite">
                  {shown
                    ? `${shown.before.value} → ${shown.after.value} (${shown.change})`
                    : 'Choose two months of the client’s history.'}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => figures.remove(index)}
                  aria-label={`Remove figure ${index + 1}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </div>
          );
        })}
        {figureList.error}
        {figures.fields.length < MAX_CASE_STUDY_FIGURES ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => figures.append({ metric: 'score', before: '', after: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden />
            Add a Figure
          </Button>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
