'use client';

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';

import { cityFromPath } from '@/lib/contact-options';

import type { ContactFormProps } from './contact-form';
import { ContactFormView, type ContactFieldName } from './contact-form-view';

const fieldNames: ContactFieldName[] = [
  'name',
  'email',
  'phone',
  'company',
  'website',
  'city',
  'service',
  'message',
];

type Loaded = { Form: ComponentType<ContactFormProps>; focus: string | null };
type Values = NonNullable<ContactFormProps['initialValues']>;

function readValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  return Object.fromEntries(
    fieldNames.map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * The contact form as server-rendered markup first; its validation, captcha and submission code
 * (zod, react-hook-form, ALTCHA) loads when the form comes near the viewport or is touched, so
 * pages where it sits below the fold do not pay for it up front. What was typed meanwhile is kept.
 */
export function LazyContactForm({ path }: { path: string }) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // What the visitor has typed so far, kept on every change so nothing is lost in the swap.
  const [values, setValues] = useState<Values>({});

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import('./contact-form').then(({ ContactForm }) => {
        const active = document.activeElement;
        setValues(readValues(form));
        setLoaded({
          Form: ContactForm,
          focus: active && form.contains(active) ? active.getAttribute('name') : null,
        });
      });
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && load(),
      {
        rootMargin: '600px 0px',
      },
    );
    observer.observe(form);
    form.addEventListener('focusin', load);
    form.addEventListener('pointerdown', load);
    return () => {
      observer.disconnect();
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerdown', load);
    };
  }, []);

  useEffect(() => {
    if (loaded?.focus) document.getElementById(`${idPrefix}-${loaded.focus}`)?.focus();
  }, [loaded, idPrefix]);

  if (loaded) return <loaded.Form path={path} idPrefix={idPrefix} initialValues={values} />;
  const city = cityFromPath(path);
  return (
    <ContactFormView
      idPrefix={idPrefix}
      formRef={formRef}
      onChange={(event) => setValues(readValues(event.currentTarget))}
      control={(name) => ({ name, defaultValue: name === 'city' ? city : undefined })}
      submitDisabled
    />
  );
}
