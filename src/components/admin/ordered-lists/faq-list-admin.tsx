'use client';

import { emptyFaq, faqSchema, type FaqInput } from '@/lib/validation/faq';
import type { Faq } from '@/server/queries/faqs';

import type { ItemField } from './item-form';
import { OrderedListAdmin } from './ordered-list-admin';

export type FaqListAdminProps = { page: 'home' | 'contact'; title: string; faqs: Faq[] };

/** One page's FAQs. */
export function FaqListAdmin({ page, title, faqs }: FaqListAdminProps) {
  const fields: Array<ItemField<FaqInput>> = [
    { name: 'question', label: 'Question *', kind: 'text' },
    { name: 'answer', label: 'Answer *', kind: 'textarea' },
    { name: 'hidden', label: `Hide from the ${page} page`, kind: 'hidden' },
  ];
  return (
    <OrderedListAdmin
      title={title}
      level="h2"
      newLabel="New Question"
      newName={`New question on the ${page} page`}
      noun="question"
      plural="questions"
      searchNoun={[`${page} page question`, `${page} page questions`]}
      idPrefix={`${page}-faq`}
      api={`/api/admin/faqs/${page}`}
      schema={faqSchema}
      fields={fields}
      empty={emptyFaq}
      caption={`${title}, in the order the page shows them`}
      itemHeader="Question"
      emptyText="No questions yet: the page leaves its FAQ section out."
      items={faqs.map(({ id, ...values }) => ({
        id,
        title: values.question,
        detail: '',
        hidden: values.hidden,
        values,
      }))}
    />
  );
}
