'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, CheckCircle2, Loader2, Send } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { readAttribution } from '@/lib/attribution';
import {
  cityFromPath,
  contactFormDefaults,
  contactFormSchema,
  serviceOptions,
  type ContactFormValues,
} from '@/lib/validation/contact';

import { FormField, inputClass } from './form-field';
import { useCaptcha } from './use-captcha';

const CAPTCHA_BANNER = 'Captcha verification failed. Please try again or contact us directly.';
const CAPTCHA_TOAST = 'Form submission failed: captcha verification error';
const FAILED_TOAST = 'Form submission failed. Please try again.';
const RESET_AFTER_MS = 3000;

type Status = 'idle' | 'sending' | 'sent';
type ErrorBody = {
  error?: string;
  fieldErrors?: Partial<Record<keyof ContactFormValues, string[]>>;
};

export type ContactFormProps = {
  /** The page's path, for the spec's city pre-fill. */ path: string;
};

export function ContactForm({ path }: ContactFormProps) {
  const id = useId();
  const defaults = { ...contactFormDefaults, city: cityFromPath(path) };
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const captcha = useCaptcha();
  const [status, setStatus] = useState<Status>('idle');
  const [banner, setBanner] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const fail = (message: string, toastMessage: string) => {
    setBanner(message);
    toast.error(toastMessage);
    setStatus('idle');
  };

  const onSubmit = async (values: ContactFormValues) => {
    setBanner(null);
    setStatus('sending');
    let payload: string;
    try {
      payload = await captcha.take();
    } catch {
      return fail(CAPTCHA_BANNER, CAPTCHA_TOAST);
    }
    const { website: _website, ...enquiry } = values;
    const attribution = readAttribution(window.sessionStorage);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...enquiry,
          captcha: payload,
          fax: honeypot.current?.value || undefined,
          sourcePage: `${window.location.pathname}${window.location.search}`.slice(0, 500),
          referrer: attribution.referrer,
          utm: attribution.utm,
        }),
      });
      if (response.status === 403) return fail(CAPTCHA_BANNER, CAPTCHA_TOAST);
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as ErrorBody;
        for (const [field, messages] of Object.entries(body.fieldErrors ?? {})) {
          if (messages?.[0])
            setError(
              field as keyof ContactFormValues,
              { message: messages[0] },
              { shouldFocus: true },
            );
        }
        return fail(body.error || 'Form submission failed', FAILED_TOAST);
      }
      setStatus('sent');
      toast.success('Your message has been sent successfully!');
      resetTimer.current = window.setTimeout(() => {
        reset(defaults);
        setStatus('idle');
      }, RESET_AFTER_MS);
    } catch (error) {
      fail(
        error instanceof Error && error.message
          ? error.message
          : 'An unexpected error occurred. Please try again.',
        FAILED_TOAST,
      );
    }
  };

  const field = (name: keyof ContactFormValues) => ({
    id: `${id}-${name}`,
    error: formState.errors[name]?.message,
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label="Contact form"
      className="space-y-5"
    >
      {banner ? (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-red-500/50 bg-red-500/10 p-4 text-sm"
        >
          <AlertCircle
            className="mt-0.5 h-4 w-4 shrink-0 text-red-600 dark:text-red-400"
            aria-hidden
          />
          <p>{banner}</p>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required {...field('name')}>
          {(props) => (
            <input {...props} {...register('name')} autoComplete="name" className={inputClass} />
          )}
        </FormField>
        <FormField label="Email" required {...field('email')}>
          {(props) => (
            <input
              {...props}
              {...register('email')}
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
              {...register('phone')}
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
              {...register('company')}
              autoComplete="organization"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Website" {...field('website')}>
          {(props) => (
            <input
              {...props}
              {...register('website')}
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
              {...register('city')}
              autoComplete="address-level2"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField label="Service" required {...field('service')}>
        {(props) => (
          <select {...props} {...register('service')} className={inputClass}>
            <option value="">Select a service</option>
            {serviceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Message" required {...field('message')}>
        {(props) => (
          <textarea {...props} {...register('message')} rows={5} className={inputClass} />
        )}
      </FormField>
      {/* A field people never see: bots fill it in, and such enquiries are dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-fax`}>Fax</label>
        <input ref={honeypot} id={`${id}-fax`} name="fax" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={status !== 'idle'}>
        {status === 'sending' ? (
          <>
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Sending...
          </>
        ) : status === 'sent' ? (
          <>
            <CheckCircle2 className="h-4 w-4" aria-hidden /> Sent Successfully
          </>
        ) : (
          <>
            <Send className="h-4 w-4" aria-hidden /> Send Message
          </>
        )}
      </Button>
      <p className="text-xs text-muted-foreground">
        We use your details only to reply to your enquiry and keep a record of it, as India&apos;s
        Digital Personal Data Protection Act allows with your consent. Read our{' '}
        <Link href="/privacy-policy" className="underline">
          Privacy Policy
        </Link>{' '}
        to see how long we keep it and how to have it deleted.
      </p>
    </form>
  );
}
