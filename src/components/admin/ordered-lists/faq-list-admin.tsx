'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { emptyFaq, faqSchema, type FaqInput } from '@/lib/validation/faq';
import type { Faq } from '@/server/queries/faqs';

import { ItemForm, type ItemField } from './item-form';
import { OrderedList } from './ordered-list';

export type FaqListAdminProps = { page: 'home' | 'contact'; title: string; faqs: Faq[] };

/** One page's FAQs: add, edit, order, hide and delete. */
export function FaqListAdmin({ page, title, faqs }: FaqListAdminProps) {
  const router = useRouter();
  // A question's id, 'new' for the add form, or null when no form is open.
  const [editing, setEditing] = useState<string | null>(null);
  const current = faqs.find((f) => f.id === editing);
  const api = `/api/admin/faqs/${page}`;
  const fields: Array<ItemField<FaqInput>> = [
    { name: 'question', label: 'Question *', kind: 'text' },
    { name: 'answer', label: 'Answer *', kind: 'textarea' },
    { name: 'hidden', label: `Hide from the ${page} page`, kind: 'hidden' },
  ];

  return (
    <section aria-labelledby={`${page}-faqs-heading`} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={`${page}-faqs-heading`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <Button
          variant="outline"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
          aria-label={`New question on the ${page} page`}
        >
          <Plus className="h-4 w-4" aria-hidden />
          New Question
        </Button>
      </div>
      {editing ? (
        <ItemForm
          key={editing}
          noun="question"
          idPrefix={`${page}-faq`}
          api={api}
          schema={faqSchema}
          fields={fields}
          item={
            current
              ? {
                  id: current.id,
                  values: {
                    question: current.question,
                    answer: current.answer,
                    hidden: current.hidden,
                  },
                }
              : null
          }
          empty={emptyFaq}
          onDone={() => {
            setEditing(null);
            router.refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <OrderedList
        api={api}
        noun="question"
        caption={`${title}, in the order the page shows them`}
        itemHeader="Question"
        items={faqs.map((f) => ({ id: f.id, title: f.question, detail: '', hidden: f.hidden }))}
        onEdit={setEditing}
        empty="No questions yet: the page leaves its FAQ section out."
      />
    </section>
  );
}
