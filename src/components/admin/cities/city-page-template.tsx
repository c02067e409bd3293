'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type Path } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/utils';
import {
  cityPageTemplateSchema,
  type CityPageTemplateInput,
} from '@/lib/validation/city-page-template';

import { submitWhenValid } from '../admin-form';
import { fieldClass, fieldProps, labelClass, showServerErrors, TextField } from '../form-fields';
import { sendAdminChange } from '../use-admin-mutation';
import { TemplateTitleCheck } from './template-title-check';

const PREFIX = 'page-template';
const ROWS = [0, 1, 2] as const;
const TITLE_CHECK_ID = `${PREFIX}-meta_title-check`;

/**
 * The pages of a service in many cities at once: the cities the search above keeps that have no
 * page for it yet get one from this template, each naming its city, state and nearby areas.
 */
export function CityPageTemplate(props: {
  services: Array<{ slug: string; name: string }>;
  /** The kept city with the longest name and state, whose title is shown as it will read. */
  longestCity: { name: string; state: string } | null;
  brands: readonly string[];
  onClose: () => void;
}) {
  const router = useRouter();
  const form = useForm<CityPageTemplateInput>({
    resolver: zodResolver(cityPageTemplateSchema),
    defaultValues: {
      service: props.services[0]?.slug ?? '',
      filters: '',
      h1_title: '',
      meta_title: '',
      meta_description: '',
      intro_paragraph: '',
      services_offered: ROWS.map(() => ({ title: '', description: '' })),
      faq: ROWS.map(() => ({ question: '', answer: '' })),
    },
  });
  const service = fieldProps(PREFIX, form.formState.errors, 'service');
  const metaTitle = useWatch({ control: form.control, name: 'meta_title' });
  const text = (name: Path<CityPageTemplateInput>, label: string, multiline = false) => (
    <TextField form={form} prefix={PREFIX} name={name} label={label} multiline={multiline} />
  );

  const fill = async (values: CityPageTemplateInput) => {
    const answer = await sendAdminChange<{ created: number; kept: number }>({
      url: '/api/admin/cities/pages',
      method: 'POST',
      body: { ...values, filters: window.location.search },
      done: (a) => ({
        title: `${countOf(a.created, 'page')} made from the template`,
        description: 'Each stays out of search until it is edited in its own editor.',
      }),
      failed: 'Failed to make the pages',
      onFailure: (error) => showServerErrors(error, form.setError),
    });
    if (!answer) return;
    router.refresh();
    props.onClose();
  };

  return (
    <form
      onSubmit={submitWhenValid(form.handleSubmit, fill)}
      noValidate
      aria-labelledby={`${PREFIX}-heading`}
      className="mt-6 space-y-5 rounded-lg border border-border bg-card p-6"
    >
      <div>
        <h3 id={`${PREFIX}-heading`} className="text-lg font-semibold">
          Fill Pages from a Template
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Every city the search above keeps that has no page for the service gets one from this
          template; the pages cities have stay as they are. Write <code>{'{city}'}</code>,{' '}
          <code>{'{state}'}</code> and <code>{'{areas}'}</code> (a city&apos;s nearby areas, else
          its name) where each page names its own. A page made from a template stays out of search
          until it is edited in its own editor: hundreds of pages that differ only in a city&apos;s
          name are what search engines call doorway pages.
        </p>
      </div>
      <div className="max-w-sm">
        <label htmlFor={service.input.id} className={labelClass}>
          Service
        </label>
        <select {...service.input} {...form.register('service')} className={fieldClass}>
          {props.services.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
        {service.error}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {text('h1_title', 'Heading *')}
        <TextField
          form={form}
          prefix={PREFIX}
          name="meta_title"
          label="Meta title *"
          describedBy={TITLE_CHECK_ID}
        />
      </div>
      <TemplateTitleCheck
        id={TITLE_CHECK_ID}
        template={metaTitle}
        city={props.longestCity}
        brands={props.brands}
      />
      {text('meta_description', 'Meta description *')}
      {text('intro_paragraph', 'Introduction *', true)}
      <fieldset className="space-y-3">
        <legend className="font-semibold">Services offered (optional)</legend>
        {ROWS.map((i) => (
          <div key={i} className="grid gap-3 md:grid-cols-2">
            {text(`services_offered.${i}.title`, `Service ${i + 1} title`)}
            {text(`services_offered.${i}.description`, `Service ${i + 1} description`)}
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold">Questions (optional)</legend>
        {ROWS.map((i) => (
          <div key={i} className="grid gap-3 md:grid-cols-2">
            {text(`faq.${i}.question`, `Question ${i + 1}`)}
            {text(`faq.${i}.answer`, `Answer ${i + 1}`)}
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Making Pages...' : 'Make the Pages'}
        </Button>
        <Button type="button" variant="outline" onClick={props.onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
