'use client';

import type { UseFormReturn } from 'react-hook-form';

import { SERVICE_GROUP_LIMIT, type ServiceInput } from '@/lib/validation/service';

import { FieldArrayGroup, itemFields } from '../field-array-group';
import { PricePlanFields } from './price-plan-fields';

const { named, titled, question } = itemFields;

/** The service's repeatable groups: its page's sections, what its city pages say, its prices. */
export function ServiceFormGroups({
  form,
  prefix,
}: {
  form: UseFormReturn<ServiceInput>;
  prefix: string;
}) {
  const common = { form, prefix, limit: SERVICE_GROUP_LIMIT };
  return (
    <>
      <FieldArrayGroup
        {...common}
        name="expertise_areas"
        id="service-expertise"
        title="Expertise Areas (the overview's approach)"
        itemName="area"
        fields={named}
        empty={{ name: '', description: '', sub_topics: [] }}
        renderExtra={(index) => (
          <div className="ml-4 border-l border-border pl-4">
            <FieldArrayGroup
              {...common}
              name={`expertise_areas.${index}.sub_topics`}
              id={`${prefix}-area-${index}-sub-topics`}
              title="Sub-topics"
              itemName={`sub-topic of area ${index + 1},`}
              fields={named}
              empty={{ name: '', description: '' }}
            />
          </div>
        )}
      />
      <FieldArrayGroup
        {...common}
        name="benefits"
        id="service-benefits"
        title="Benefits (the overview's highlights)"
        itemName="benefit"
        fields={named}
        empty={{ name: '', description: '' }}
      />
      <FieldArrayGroup
        {...common}
        name="process_steps"
        id="service-process"
        title="Process Steps"
        itemName="step"
        fields={titled}
        empty={{ title: '', description: '' }}
      />
      <FieldArrayGroup
        {...common}
        limit={20}
        name="faq"
        id="service-faq"
        title="FAQ"
        itemName="question"
        fields={question}
        empty={{ question: '', answer: '' }}
      />
      <h2 id="service-city-pages" className="border-t border-border pt-6 text-xl font-semibold">
        On its city pages
      </h2>
      <FieldArrayGroup
        {...common}
        name="city_reasons"
        id="service-reasons"
        title="Why Choose Us"
        itemName="reason"
        fields={titled}
        empty={{ title: '', description: '' }}
      />
      <h2
        id="service-pricing-heading"
        className="border-t border-border pt-6 text-xl font-semibold"
      >
        Pricing, on its page and its city pages
      </h2>
      <PricePlanFields form={form} prefix={prefix} />
      <FieldArrayGroup
        {...common}
        name="pricing_points"
        id="service-pricing"
        title="Terms every plan shares (a deposit, a setup time)"
        itemName="term"
        fields={[{ key: 'point', label: 'Term *' }]}
        empty={{ point: '' }}
      />
    </>
  );
}
