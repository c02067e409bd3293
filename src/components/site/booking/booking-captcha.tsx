'use client';

import { useEffect, useRef } from 'react';

import { useCaptcha } from '@/components/site/contact/use-captcha';

/**
 * The booking form's proof of work where JavaScript runs: solved once the page is idle, and put in
 * the plain form's `captcha` field as it is sent (the send waits for it if needed). If it cannot
 * be solved the form is sent without it, as it is without JavaScript.
 */
export function BookingCaptcha() {
  const { take } = useCaptcha();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = field.current?.form;
    if (!form) return;
    let state: 'waiting' | 'solving' | 'ready' = 'waiting';
    const onSubmit = (event: SubmitEvent) => {
      if (state === 'ready') return;
      event.preventDefault();
      if (state === 'solving') return;
      state = 'solving';
      void take()
        .then((solution) => {
          if (field.current) field.current.value = solution;
        })
        .catch(() => undefined)
        .finally(() => {
          state = 'ready';
          // A solution already at hand settles while this submit event is still being sent,
          // when the browser ignores a new submit: send it once this one is over.
          setTimeout(() => form.requestSubmit(event.submitter));
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [take]);
  return <input ref={field} type="hidden" name="captcha" defaultValue="" />;
}
