'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type Path } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { ownWordCount, THIN_PAGE_WORDS } from '@/lib/city-page-quality';
import type { CityPageRating } from '@/server/admin/cities/load-cities';
import {
  CITY_PAGE_GROUP_LIMIT,
  cityPageSchema,
  emptyCityPage,
  type CityPageInput,
} from '@/lib/validation/city-page';
import { countOf } from '@/lib/utils';

import { submitWhenValid } from '../admin-form';
import { RatingNote } from './city-page-rating';
import { ConfirmDelete } from '../confirm-delete';
import { FieldArrayGroup, itemFields } from '../field-array-group';
import { fieldClass, labelClass, showServerErrors, TextField } from '../form-fields';
import { SaveBar } from '../editor/save-bar';
import { SearchAppearancePanel } from '../seo/search-appearance-panel';
import { useMoveToTrash } from '../trash/use-move-to-trash';
import { useAdminMutation } from '../use-admin-mutation';

export type CityPageFormProps = {
  city: { id: string; name: string; slug: string; state: string };
  service: { slug: string; name: string };
  page: CityPageInput | null;
  /** How the saved page compares with the other cities' pages of the service. */
  rating?: CityPageRating | null;
};

export function CityPageForm({ city, service, page, rating }: CityPageFormProps) {
  const router = useRouter();
  const mutate = useAdminMutation();
  const starter: CityPageInput = {
    ...emptyCityPage,
    h1_title: `${service.name} Services in ${city.name}, ${city.state}`,
  };
  const form = useForm<CityPageInput>({
    resolver: zodResolver(cityPageSchema),
    defaultValues: page ?? starter,
  });
  const { register, handleSubmit, setError, control } = form;
  const [intro, offered, faq, metaTitle, metaDescription] = useWatch({
    control,
    name: ['intro_paragraph', 'services_offered', 'faq', 'meta_title', 'meta_description'],
  });
  const words = ownWordCount({
    introParagraph: intro ?? '',
    servicesOffered: (offered ?? []).map((s) => ({
      title: s.title ?? '',
      description: s.description ?? '',
    })),
    faq: (faq ?? []).map((f) => ({ question: f.question ?? '', answer: f.answer ?? '' })),
  });
  const base = `/api/admin/cities/${city.id}/pages/${service.slug}`;
  const publicPath = `/services/${service.slug}/${city.slug}`;

  const save = async (values: CityPageInput) => {
    const saved = await mutate({
      url: base,
      method: 'PUT',
      body: values,
      done: {
        title: 'Success',
        description: `The page of ${service.name} in ${city.name} is saved.`,
      },
      failed: 'Failed to save the page',
      onFailure: (error) => showServerErrors(error, setError),
    });
    if (saved === null) return;
    form.reset(form.getValues());
    // The page's state as saved, its closest sibling compared again (city-page-rating.tsx).
    router.refresh();
  };

  const moveToTrash = useMoveToTrash();
  const remove = async () => {
    const deleted = await moveToTrash({
      url: base,
      deleted: 'Page deleted; the city shows the fallback now.',
      failed: 'Failed to delete the page',
    });
    if (deleted) router.push('/admin/cities');
  };

  const input = (name: Path<CityPageInput>, label: string, multiline = false) => (
    <TextField form={form} prefix="page" name={name} label={label} multiline={multiline} />
  );
  const common = { form, prefix: 'page', limit: CITY_PAGE_GROUP_LIMIT };

  return (
    <form
      onSubmit={submitWhenValid(handleSubmit, save)}
      noValidate
      aria-label={`${service.name} in ${city.name}`}
      className="mt-8 space-y-8 rounded-lg border border-border bg-card p-6"
    >
      <p className="text-sm" aria-live="polite">
        {countOf(words, 'word')} of its own:{' '}
        {words >= THIN_PAGE_WORDS
          ? 'published (indexed, in the sitemap).'
          : `thin until it has ${THIN_PAGE_WORDS} (noindex, not in the sitemap).`}{' '}
        {page ? (
          <Link href={publicPath} className="text-primary underline">
            View {publicPath}
          </Link>
        ) : (
          'Not saved yet: the city shows the fallback page.'
        )}
        {rating ? <RatingNote rating={rating} service={service.name} /> : null}
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        {input('h1_title', 'Heading (H1) *')}
        {input('meta_title', 'Meta Title *')}
      </div>
      {input('meta_description', 'Meta Description *')}
      <SearchAppearancePanel
        headingLevel={2}
        path={publicPath}
        title={metaTitle ?? ''}
        description={metaDescription ?? ''}
      />
      {input('intro_paragraph', 'Introduction *', true)}
      <FieldArrayGroup
        {...common}
        name="services_offered"
        title="Services Offered"
        itemName="service"
        fields={itemFields.titled}
        empty={{ title: '', description: '' }}
      />
      <FieldArrayGroup
        {...common}
        name="faq"
        title="FAQ"
        itemName="question"
        fields={itemFields.question}
        empty={{ question: '', answer: '' }}
      />
      <FieldArrayGroup
        {...common}
        name="testimonials"
        title="Testimonials"
        itemName="testimonial"
        fields={[
          { key: 'quote', label: 'Quote *', multiline: true },
          { key: 'author', label: 'Name *' },
          { key: 'company', label: 'Company' },
          { key: 'role', label: 'Role' },
        ]}
        empty={{ quote: '', author: '', role: '', company: '', rating: 5 }}
        renderExtra={(i) => (
          <div>
            <label htmlFor={`page-testimonials-${i}-rating`} className={labelClass}>
              Rating
            </label>
            <select
              id={`page-testimonials-${i}-rating`}
              {...register(`testimonials.${i}.rating`, { valueAsNumber: true })}
              className={fieldClass}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} stars
                </option>
              ))}
            </select>
          </div>
        )}
      />
      <SaveBar form={form} label="Save Page">
        {page ? (
          <ConfirmDelete
            question={`Are you sure you want to delete the page of ${service.name} in ${city.name}? The city then shows the generic fallback page.`}
            onConfirm={() => void remove()}
            trigger={
              <Button type="button" variant="outline" className="text-red-600 dark:text-red-400">
                Delete Page
              </Button>
            }
          />
        ) : null}
      </SaveBar>
    </form>
  );
}
