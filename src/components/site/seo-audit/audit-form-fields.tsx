import { HoneypotField, PrivacyNoticeLine } from '@/components/site/contact/form-extras';
import { FormField, inputClass } from '@/components/site/contact/form-field';
import type { AuditFormField, AuditReach } from '@/lib/validation/seo-audit';

// The local checks (phone, WhatsApp, Maps, hours, LocalBusiness) only for a business with a place.
const REACH_CHOICES: Array<{ value: AuditReach; label: string }> = [
  { value: 'local', label: 'Nearby: they come to us, or we go to them' },
  { value: 'online', label: 'Anywhere: they buy online (leave out the local checks)' },
];

export type AuditFieldErrors = Partial<Record<AuditFormField, string>>;

/**
 * The audit form's fields. The browser's own checks (required, e-mail) stand in for the schema when
 * JavaScript is off; with it, the schema's messages show under each field.
 */
export function AuditFormFields({
  idPrefix,
  errors,
}: {
  idPrefix: string;
  errors: AuditFieldErrors;
}) {
  const field = (name: AuditFormField) => ({ id: `${idPrefix}-${name}`, error: errors[name] });
  const consentId = `${idPrefix}-consent`;
  return (
    <>
      <FormField label="Website address" required {...field('website')}>
        {(props) => (
          <input
            {...props}
            name="website"
            required
            inputMode="url"
            placeholder="yourbusiness.in"
            autoComplete="url"
            className={inputClass}
          />
        )}
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium">Your customers</legend>
        <div className="mt-2 space-y-2 text-sm">
          {REACH_CHOICES.map(({ value, label }) => (
            <div key={value} className="flex items-start gap-3">
              <input
                id={`${idPrefix}-reach-${value}`}
                name="reach"
                type="radio"
                value={value}
                defaultChecked={value === 'local'}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <label htmlFor={`${idPrefix}-reach-${value}`}>{label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required {...field('name')}>
          {(props) => (
            <input
              {...props}
              name="name"
              required
              minLength={2}
              autoComplete="name"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Email" required {...field('email')}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              required
              autoComplete="email"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Phone" {...field('phone')}>
          {(props) => (
            <input {...props} name="phone" type="tel" autoComplete="tel" className={inputClass} />
          )}
        </FormField>
        <FormField label="City" {...field('city')}>
          {(props) => (
            <input {...props} name="city" autoComplete="address-level2" className={inputClass} />
          )}
        </FormField>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            name="consent"
            type="checkbox"
            required
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <label htmlFor={consentId} className="text-sm">
            You may contact me about this report by e-mail or phone.
            <span aria-hidden="true"> *</span>
          </label>
        </div>
        {errors.consent ? (
          <p id={`${consentId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <HoneypotField idPrefix={idPrefix} />
      <PrivacyNoticeLine />
    </>
  );
}
