'use client';

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

import { cityFromPath, type ServiceOption } from '@/lib/contact-options';

import type { ContactFormProps } from './contact-form';
import { ContactFormView, type ContactFieldName, type ContactFormIcons } from './contact-form-view';

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
 * (zod, react-hook-form, ALTCHA) loads when a visitor first touches, focuses or submits the form,
 * so no page pays for it while it starts. What was typed meanwhile is kept, and a submit made
 * before the code arrived is carried out once it has.
 */
export function LazyContactForm({
  path,
  city: knownCity,
  icons,
  services,
}: {
  path: string;
  city?: string;
  icons: ContactFormIcons;
  services: readonly ServiceOption[];
}) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const load = useRef<() => void>(() => {});
  // Until React runs here, the form is the plain one: the browser checks it and posts it to
  // /api/contact, which answers with the next page (it works without JavaScript).
  const [hydrated, setHydrated] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [submitRequested, setSubmitRequested] = useState(false);
  // What the visitor has typed so far, kept on every change: reading the form once when its code
  // arrives would lose keys pressed while React puts the loaded form in place.
  const [values, setValues] = useState<Values>({});

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setHydrated(true);
    // At once, not at the next render: a Send pressed while the page's code was loading is made
    // again as this first runs (islands/runtime.ts), and the browser's own checks must not stop it.
    form.noValidate = true;
    let started = false;
    // The swap replaces the form's elements: while a press is held on one of them (Send, say),
    // it waits until the click that ends the press has been handled, or that click would be lost.
    let pressed = false;
    let pendingSwap: (() => void) | null = null;
    load.current = () => {
      if (started) return;
      started = true;
      void import('./contact-form').then(({ ContactForm }) => {
        pendingSwap = () => {
          pendingSwap = null;
          const active = document.activeElement;
          // Read and replaced in one step: a key pressed between the two would go to a field
          // that is about to be replaced, and the loaded form reads its values only once.
          flushSync(() => {
            setValues(readValues(form));
            setLoaded({
              Form: ContactForm,
              focus: active && form.contains(active) ? active.getAttribute('name') : null,
            });
          });
        };
        if (!pressed) pendingSwap();
      });
    };
    const onFocus = () => load.current();
    const onPress = () => {
      pressed = true;
      load.current();
    };
    const onRelease = () => {
      pressed = false;
      if (pendingSwap) window.setTimeout(() => pendingSwap?.());
    };
    form.addEventListener('focusin', onFocus);
    form.addEventListener('pointerdown', onPress);
    window.addEventListener('pointerup', onRelease);
    window.addEventListener('pointercancel', onRelease);
    // Woken by a focus in the form (islands/policies.ts), which came before these listeners.
    if (form.contains(document.activeElement)) load.current();
    return () => {
      form.removeEventListener('focusin', onFocus);
      form.removeEventListener('pointerdown', onPress);
      window.removeEventListener('pointerup', onRelease);
      window.removeEventListener('pointercancel', onRelease);
    };
  }, []);

  useEffect(() => {
    if (loaded?.focus) document.getElementById(`${idPrefix}-${loaded.focus}`)?.focus();
  }, [loaded, idPrefix]);

  if (loaded)
    return (
      <loaded.Form
        path={path}
        city={knownCity}
        idPrefix={idPrefix}
        icons={icons}
        services={services}
        initialValues={values}
        submitOnMount={submitRequested}
      />
    );
  const city = knownCity ?? cityFromPath(path);
  return (
    <ContactFormView
      idPrefix={idPrefix}
      icons={icons}
      services={services}
      formRef={formRef}
      onChange={(event) => setValues(readValues(event.currentTarget))}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitRequested(true);
        load.current();
      }}
      control={(name) => ({ name, defaultValue: name === 'city' ? city : undefined })}
      path={path}
      enhanced={hydrated}
    />
  );
}
