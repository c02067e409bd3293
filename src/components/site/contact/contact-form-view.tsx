import type { FormEventHandler, ReactNode, Ref } from 'react';

import { Button } from '@/components/ui/button';
import { PRIVACY_NOTICE_VERSION } from '@/content/privacy-notice';
import type { ServiceOption } from '@/lib/contact-options';
import { contactFormProblems, contactProblemId } from '@/lib/contact-problems';

import { HoneypotField, PrivacyNoticeLine } from './form-extras';
import { FormField, inputClass } from './form-field';

export type ContactFieldName =
  'name' | 'email' | 'phone' | 'company' | 'website' | 'city' | 'service' | 'message';
export type ContactFormStatus = 'idle' | 'sending' | 'sent';

export type ContactFormIcons = Record<'error' | 'sending' | 'sent' | 'send', ReactNode>;

export type ContactFormViewProps = {
  idPrefix: string;
  icons: ContactFormIcons;
  /** The stored services, then Other. */
  services: readonly ServiceOption[];
  /** The control's own props: react-hook-form's register(), or name and defaultValue before it loads. */
  control: (name: ContactFieldName) => Record<string, unknown>;
  errors?: Partial<Record<ContactFieldName, string>>;
  status?: ContactFormStatus;
  banner?: string | null;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onChange?: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  honeypotRef?: Ref<HTMLInputElement>;
  /** After sending: the address that books a call for this enquiry, the next step offered. */
  bookingUrl?: string | null;
  /** The page's path: where the plain form (sent without JavaScript) comes back to. */
  path: string;
  /** Checked by the loaded code rather than the browser. */
  enhanced?: boolean;
};

/** The contact form's markup, shared by the form before and after its code has loaded. */
export function ContactFormView({
  idPrefix,
  icons,
  services,
  control,
  errors = {},
  status = 'idle',
  banner = null,
  onSubmit,
  onChange,
  formRef,
  honeypotRef,
  bookingUrl = null,
  path,
  enhanced = false,
}: ContactFormViewProps) {
  const field = (name: ContactFieldName) => ({ id: `${idPrefix}-${name}`, error: errors[name] });
  return (
    <form
      ref={formRef}
      action="/api/contact"
      method="post"
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate={enhanced}
      aria-label="Contact form"
      className="space-y-5"
    >
      {/* The plain form's answer (no JavaScript) names its problem in the address's fragment. */}
      {Object.entries(contactFormProblems).map(([code, text]) => (
        <p
          key={code}
          id={contactProblemId(code)}
          className="hidden scroll-mt-24 rounded-md border border-red-500/50 bg-red-500/10 p-4 text-sm target:block"
        >
          {text}
        </p>
      ))}
      <input type="hidden" name="sourcePage" value={path} />
      <input type="hidden" name="noticeVersion" value={PRIVACY_NOTICE_VERSION} />
      {banner ? (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-red-500/50 bg-red-500/10 p-4 text-sm"
        >
          {icons.error}
          <p>{banner}</p>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required {...field('name')}>
          {(props) => (
            <input
              {...props}
              {...control('name')}
              required
              minLength={2}
              maxLength={100}
              autoComplete="name"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Email" required {...field('email')}>
          {(props) => (
            <input
              {...props}
              {...control('email')}
              required
              type="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Phone" {...field('phone')}>
          {(props) => (
            <input
              {...props}
              {...control('phone')}
              type="tel"
              autoComplete="tel"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Company" {...field('company')}>
          {(props) => (
            <input
              {...props}
              {...control('company')}
              autoComplete="organization"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Website" {...field('website')}>
          {(props) => (
            <input
              {...props}
              {...control('website')}
              type="url"
              placeholder="https://"
              autoComplete="url"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="City" {...field('city')}>
          {(props) => (
            <input
              {...props}
              {...control('city')}
              autoComplete="address-level2"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField label="Service" required {...field('service')}>
        {(props) => (
          <select {...props} {...control('service')} required className={inputClass}>
            <option value="">Select a service</option>
            {services.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Message" required {...field('message')}>
        {(props) => (
          <textarea
            {...props}
            {...control('message')}
            required
            minLength={5}
            maxLength={5000}
            rows={5}
            className={inputClass}
          />
        )}
      </FormField>
      <HoneypotField idPrefix={idPrefix} inputRef={honeypotRef} />
      <Button type="submit" size="lg" className="w-full" disabled={status !== 'idle'}>
        {status === 'sending' ? (
          <>{icons.sending} Sending...</>
        ) : status === 'sent' ? (
          <>{icons.sent} Sent Successfully</>
        ) : (
          <>{icons.send} Send Message</>
        )}
      </Button>
      {bookingUrl ? (
        <p role="status" className="rounded-md border border-primary p-3 text-sm">
          Next step:{' '}
          <a href={bookingUrl} className="font-medium text-primary underline">
            book a free call
          </a>{' '}
          at a time that suits you.
        </p>
      ) : null}
      <PrivacyNoticeLine />
    </form>
  );
}
