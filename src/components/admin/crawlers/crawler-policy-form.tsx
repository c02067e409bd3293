'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { KNOWN_BOTS } from '@/lib/crawlers/bots';
import {
  BOT_POLICIES,
  botPolicyLabels,
  crawlerPolicySchema,
  CUSTOM_BOT_LIMIT,
  type CrawlerPolicy,
  type CrawlerPolicyInput,
} from '@/lib/validation/crawler-policy';

import { FieldArrayGroup } from '../field-array-group';
import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { SettingsForm } from '../settings-form';

const PREFIX = 'crawlers';
const confirmable = KNOWN_BOTS.filter((bot) => bot.dnsDomains).map((bot) => bot.name);
const CONFIRMABLE_BOTS = `${confirmable.slice(0, -1).join(', ')} and ${confirmable.at(-1)}`;
type Form = UseFormReturn<CrawlerPolicyInput, unknown, CrawlerPolicy>;

/** What each crawler and AI bot may read (robots.txt), bots the owner adds, and /llms.txt. */
export function CrawlerPolicyForm({ values }: { values: CrawlerPolicyInput }) {
  const form: Form = useForm<CrawlerPolicyInput, unknown, CrawlerPolicy>({
    resolver: zodResolver(crawlerPolicySchema),
    defaultValues: values,
  });
  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/crawlers',
        saved: 'The crawler policy is saved; robots.txt follows it now.',
        failed: 'Failed to save the crawler policy',
      }}
      saveLabel="Save Crawler Policy"
      label="Crawler policy"
      className="mt-6 space-y-8 rounded-lg border border-border bg-card p-6"
    >
      <fieldset>
        <legend className="text-lg font-semibold">What each bot may read</legend>
        <p className="mt-1 text-sm text-muted-foreground">
          Allow: what any crawler may read. Pages only: the pages, not images, the feed or URLs with
          a query. Disallow: nothing. Written to robots.txt, which well-behaved bots follow.
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {KNOWN_BOTS.map((bot) => (
            <PolicySelect
              key={bot.id}
              form={form}
              name={`policies.${bot.id}`}
              label={bot.name}
              hint={`${bot.kind === 'ai' ? 'AI' : 'Search'}: ${bot.about}`}
            />
          ))}
        </div>
      </fieldset>
      <FieldArrayGroup
        form={form}
        prefix={PREFIX}
        limit={CUSTOM_BOT_LIMIT}
        name="custom"
        id="crawlers-custom"
        title="Other bots"
        itemName="bot"
        fields={[
          { key: 'name', label: 'Name *' },
          { key: 'token', label: 'The word its user agent says, e.g. Amazonbot *' },
        ]}
        empty={{ name: '', token: '', policy: 'all' }}
        renderExtra={(index) => (
          <PolicySelect form={form} name={`custom.${index}.policy`} label="May read" />
        )}
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" {...form.register('llms_txt')} className="mt-0.5 size-4" />
        <span>
          Serve <code>/llms.txt</code>: the services, cities and latest posts as a short list an AI
          assistant can read, with their links.
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" {...form.register('confirm_crawlers')} className="mt-0.5 size-4" />
        <span>
          Confirm {CONFIRMABLE_BOTS} by reverse DNS, as they document it: each new address that says
          it is one of them is looked up once a day (a question to the server&apos;s DNS resolver).
          Hits from addresses that are not theirs are shown apart.
        </span>
      </label>
      <IndexNowKey form={form} />
    </SettingsForm>
  );
}

function PolicySelect(props: {
  form: Form;
  name: `policies.${string}` | `custom.${number}.policy`;
  label: string;
  hint?: string;
}) {
  const field = fieldProps(PREFIX, props.form.formState.errors, props.name);
  const hintId = `${field.input.id}-hint`;
  return (
    <div>
      <label htmlFor={field.input.id} className={labelClass}>
        {props.label}
      </label>
      <select
        {...field.input}
        {...props.form.register(props.name)}
        aria-describedby={
          [props.hint ? hintId : null, field.input['aria-describedby']].filter(Boolean).join(' ') ||
          undefined
        }
        className={fieldClass}
      >
        {BOT_POLICIES.map((policy) => (
          <option key={policy} value={policy}>
            {botPolicyLabels[policy]}
          </option>
        ))}
      </select>
      {props.hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {field.error}
    </div>
  );
}

/** IndexNow's key: with one, each change to a public page is sent to the search engines. */
function IndexNowKey({ form }: { form: Form }) {
  const key = fieldProps(PREFIX, form.formState.errors, 'indexnow_key');
  return (
    <fieldset>
      <legend className="text-lg font-semibold">IndexNow</legend>
      <p id={`${key.input.id}-hint`} className="mt-1 text-sm text-muted-foreground">
        With a key, each page published, changed or deleted is sent to Bing, Yandex and the other
        IndexNow engines within a minute, and each answer is written to the audit log. The key is
        served at /indexnow-key.txt. Empty: nothing is sent.
      </p>
      <label htmlFor={key.input.id} className={`${labelClass} mt-3`}>
        IndexNow key
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          {...key.input}
          {...form.register('indexnow_key')}
          aria-describedby={[`${key.input.id}-hint`, key.input['aria-describedby']]
            .filter(Boolean)
            .join(' ')}
          className={`${fieldClass} max-w-md font-mono`}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            form.setValue('indexnow_key', crypto.randomUUID().replace(/-/g, ''), {
              shouldDirty: true,
            })
          }
        >
          Generate
        </Button>
      </div>
      {key.error}
    </fieldset>
  );
}
