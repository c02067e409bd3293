import { captchaSupply } from '@/components/site/contact/captcha-supply';

/**
 * The booking form's proof of work where JavaScript runs: solved at once (this starts when the
 * page is idle), and put in the plain form's captcha field as it is sent (the send waits for it
 * if needed). If it cannot be solved the form is sent without it, as it is without JavaScript.
 */
export function solveBookingCaptcha({ field }: { field: string }): () => void {
  const input = document.getElementById(field);
  const form = input instanceof HTMLInputElement ? input.form : null;
  if (!input || !form) return () => {};
  const supply = captchaSupply();
  supply.start();
  let state: 'waiting' | 'solving' | 'ready' = 'waiting';
  const onSubmit = (event: SubmitEvent) => {
    if (state === 'ready') return;
    event.preventDefault();
    if (state === 'solving') return;
    state = 'solving';
    void supply
      .take()
      .then((solution) => {
        (input as HTMLInputElement).value = solution;
      })
      .catch(() => undefined)
      .finally(() => {
        state = 'ready';
        // A solution already at hand settles while this submit event is still being sent, when
        // the browser ignores a new submit: send it once this one is over.
        setTimeout(() => form.requestSubmit(event.submitter));
      });
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
