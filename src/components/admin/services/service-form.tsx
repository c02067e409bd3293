'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';

import {
  emptyService,
  serviceSchema,
  serviceSlugFromName,
  type ServiceData,
  type ServiceInput,
} from '@/lib/validation/service';

import { submitToAdminApi, submitWhenValid, useSlugFromName } from '../admin-form';
import { JumpList } from '../editor/jump-list';
import { SaveBar } from '../editor/save-bar';
import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';
import { SearchAppearancePanel } from '../seo/search-appearance-panel';
import { ServiceFormGroups } from './service-form-groups';

export type ServiceFormProps = { id: string | null; values: ServiceInput | null };

const PREFIX = 'service';

/** Creates or edits a service: its page, its place in menus and what its city pages say. */
const SECTIONS = [
  { id: 'service-basics', label: 'Name and page' },
  { id: 'service-expertise', label: 'Expertise areas' },
  { id: 'service-benefits', label: 'Benefits' },
  { id: 'service-process', label: 'Process steps' },
  { id: 'service-faq', label: 'FAQ' },
  { id: 'service-city-pages', label: 'City pages' },
  { id: 'service-plans', label: 'Price plans' },
  { id: 'service-pricing', label: 'Pricing terms' },
];

export function ServiceForm({ id, values }: ServiceFormProps) {
  const router = useRouter();
  const form = useForm<ServiceInput, unknown, ServiceData>({
    resolver: zodResolver(serviceSchema),
    defaultValues: values ?? emptyService,
  });
  const { register, handleSubmit, formState, setError } = form;
  const markSlugEdited = useSlugFromName(form, id !== null, serviceSlugFromName, {
    name: 'service_name',
    slug: 'service_slug',
  });
  const slug = fieldProps(PREFIX, formState.errors, 'service_slug');
  const layout = fieldProps(PREFIX, formState.errors, 'layout');
  const text = (name: Parameters<typeof TextField<ServiceInput>>[0]['name'], label: string) => (
    <TextField form={form} prefix={PREFIX} name={name} label={label} />
  );

  const save = (data: ServiceData) =>
    submitToAdminApi({
      url: id ? `/api/admin/services/${id}` : '/api/admin/services',
      method: id ? 'PUT' : 'POST',
      values: data,
      setError,
      saved: `${data.service_name} is saved.`,
      failed: 'Failed to save the service',
      onDone: () => {
        form.reset(form.getValues());
        router.push('/admin/services');
        router.refresh();
      },
    });

  return (
    <form
      onSubmit={submitWhenValid(handleSubmit, save)}
      noValidate
      aria-label={id ? `Edit ${values?.service_name}` : 'New service'}
      className="mt-8 space-y-8 rounded-lg border border-border bg-card p-6"
    >
      {id && values ? (
        <p className="text-sm">
          <Link href={`/services/${values.service_slug}`} className="text-primary underline">
            View /services/{values.service_slug}
          </Link>
          . A new slug keeps the old URLs working: they answer 301 to the new ones.
        </p>
      ) : null}
      <JumpList sections={SECTIONS} />
      <div id="service-basics" className="grid gap-5 md:grid-cols-2">
        {text('service_name', 'Name *')}
        <div>
          <label htmlFor={slug.input.id} className={labelClass}>
            Slug *
          </label>
          <input
            {...slug.input}
            {...register('service_slug', { onChange: markSlugEdited })}
            className={fieldClass}
          />
          {slug.error}
        </div>
        {text('short_name', 'Short name on city pages *')}
        <div>
          <label htmlFor={layout.input.id} className={labelClass}>
            Page layout
          </label>
          <select {...layout.input} {...register('layout')} className={fieldClass}>
            <option value="detailed">Detailed: expertise areas with sub-topics</option>
            <option value="overview">Overview: intro, highlights and approach</option>
          </select>
          {layout.error}
        </div>
      </div>
      <TextField
        form={form}
        prefix={PREFIX}
        name="service_description"
        label="Description (the card, and the overview's intro) *"
        multiline
      />
      <div className="grid gap-5 md:grid-cols-2">
        {text('hero_heading', 'Heading (H1) *')}
        {text('hero_subheading', 'Subheading *')}
        {text('meta_title', 'Meta Title *')}
        {text('meta_description', 'Meta Description *')}
      </div>
      <ServiceSearchAppearance form={form} />
      <ServiceFormGroups form={form} prefix={PREFIX} />
      <SaveBar
        form={form}
        label={id ? 'Save Service' : 'Create Service'}
        onCancel={() => router.push('/admin/services')}
      />
    </form>
  );
}

/** The service page's search result as the owner types its slug, meta title and description. */
function ServiceSearchAppearance({
  form,
}: {
  form: UseFormReturn<ServiceInput, unknown, ServiceData>;
}) {
  const [slug, title, description] = useWatch({
    control: form.control,
    name: ['service_slug', 'meta_title', 'meta_description'],
  });
  return (
    <SearchAppearancePanel
      headingLevel={2}
      path={`/services/${slug ?? ''}`}
      title={title ?? ''}
      description={description ?? ''}
    />
  );
}
