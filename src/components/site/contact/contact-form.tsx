'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { toast } from '@/components/ui/toast';
import { readAttribution } from '@/lib/attribution';
import { contactCaptchaMessages } from '@/lib/contact-problems';
import { cityFromPath, type ServiceOption } from '@/lib/contact-options';
import {
  contactFormDefaults,
  contactFormSchema,
  type ContactFormValues,
} from '@/lib/validation/contact';
import { PRIVACY_NOTICE_VERSION } from '@/content/privacy-notice';

import {
  ContactFormView,
  type ContactFieldName,
  type ContactFormIcons,
  type ContactFormStatus,
} from './contact-form-view';
import { useCaptcha } from './use-captcha';

const CAPTCHA_BANNER = contactCaptchaMessages.captcha;
const CAPTCHA_TOAST = 'Form submission failed: captcha verification error';
const FAILED_TOAST = 'Form submission failed. Please try again.';
const RESET_AFTER_MS = 3000;

const wantsHarderCaptcha = (response: Response) =>
  response
    .clone()
    .json()
    .then((body: { harderCaptcha?: boolean }) => body.harderCaptcha === true)
    .catch(() => false);

type ErrorBody = {
  error?: string;
  fieldErrors?: Partial<Record<keyof ContactFormValues, string[]>>;
};

export type ContactFormProps = {
  /** The page's path, for the spec's city pre-fill. */
  path: string;
  /** The city the form starts with, when the page knows it (a city page); else from the path. */
  city?: string;
  /** What the visitor typed before this code loaded. */
  initialValues?: Partial<ContactFormValues>;
  idPrefix: string;
  icons: ContactFormIcons;
  services: readonly ServiceOption[];
  /** Submit as soon as the form is ready: the visitor pressed Send before this code had loaded. */
  submitOnMount?: boolean;
};

export function ContactForm({
  path,
  city,
  initialValues,
  idPrefix,
  icons,
  services,
  submitOnMount,
}: ContactFormProps) {
  const defaults = { ...contactFormDefaults, city: city ?? cityFromPath(path) };
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { ...defaults, ...initialValues },
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const captcha = useCaptcha();
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [banner, setBanner] = useState<string | null>(null);
  const [bookingUrl, setBookingUrl] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);
  useEffect(() => {
    if (submitOnMount) formRef.current?.requestSubmit();
  }, [submitOnMount]);

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
    const attribution = readAttribution(window.sessionStorage);
    const post = (captchaPayload: string) =>
      fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...values,
          captcha: captchaPayload,
          fax: honeypot.current?.value || undefined,
          sourcePage: `${window.location.pathname}${window.location.search}`.slice(0, 500),
          referrer: attribution.referrer,
          utm: attribution.utm,
          noticeVersion: PRIVACY_NOTICE_VERSION,
        }),
      });
    try {
      let response = await post(payload);
      if (response.status === 403 && (await wantsHarderCaptcha(response))) {
        // The site is receiving many enquiries: the next challenge is harder; solve it and send again.
        response = await post(await captcha.take());
      }
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
      const sent = (await response.json().catch(() => ({}))) as { bookingUrl?: unknown };
      setBookingUrl(typeof sent.bookingUrl === 'string' ? sent.bookingUrl : null);
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

  const errors = Object.fromEntries(
    Object.entries(formState.errors).map(([name, error]) => [name, error?.message]),
  ) as Partial<Record<ContactFieldName, string>>;

  return (
    <ContactFormView
      idPrefix={idPrefix}
      icons={icons}
      services={services}
      formRef={formRef}
      control={(name) => register(name)}
      errors={errors}
      status={status}
      banner={banner}
      honeypotRef={honeypot}
      bookingUrl={bookingUrl}
      path={path}
      enhanced
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    />
  );
}
