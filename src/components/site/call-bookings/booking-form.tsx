import { HoneypotField, PrivacyNoticeLine } from '@/components/site/contact/form-extras';
import { FormField, inputClass } from '@/components/site/contact/form-field';
import { Button } from '@/components/ui/button';
import type { SlotDay } from '@/lib/call-bookings/free-slots';
import { PRIVACY_NOTICE_VERSION } from '@/content/privacy-notice';

import { BookingCaptcha } from './booking-captcha';
import { SlotTimes } from './slot-picker';

export type BookingFormProps = {
  days: SlotDay[];
  day: string | undefined;
  /** The signed enquiry reference, when the prospect's details are known already. */
  bookingRef: string | null;
};

/**
 * The booking form: a plain POST that works without JavaScript (the endpoint answers with 303);
 * where JavaScript runs it also carries a proof of work.
 */
export function BookingForm({ days, day, bookingRef }: BookingFormProps) {
  return (
    <form method="post" action="/api/call-bookings" className="relative space-y-6">
      <SlotTimes days={days} day={day} />
      {bookingRef ? (
        <input type="hidden" name="ref" value={bookingRef} />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="book-name" label="Name" required>
            {(props) => (
              <input
                {...props}
                name="name"
                required
                minLength={2}
                maxLength={100}
                autoComplete="name"
                className={inputClass}
              />
            )}
          </FormField>
          <FormField id="book-email" label="Email" required>
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
          <FormField id="book-phone" label="Phone">
            {(props) => (
              <input {...props} name="phone" type="tel" autoComplete="tel" className={inputClass} />
            )}
          </FormField>
        </div>
      )}
      <FormField id="book-topic" label="What would you like to talk about? (optional)">
        {(props) => (
          <textarea {...props} name="topic" rows={3} maxLength={1000} className={inputClass} />
        )}
      </FormField>
      <HoneypotField idPrefix="book" />
      <input id="book-captcha" type="hidden" name="captcha" defaultValue="" />
      <BookingCaptcha field="book-captcha" />
      <input type="hidden" name="sourcePage" value="/book-a-call" />
      <input type="hidden" name="noticeVersion" value={PRIVACY_NOTICE_VERSION} />
      <PrivacyNoticeLine />
      <Button type="submit" size="lg">
        Book the Call
      </Button>
    </form>
  );
}
