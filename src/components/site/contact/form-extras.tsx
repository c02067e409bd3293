import type { Ref } from 'react';

import { Link } from '@/components/site/intent-link';
import { privacyNotice } from '@/content/privacy-notice';

// What every public form of the site carries besides its fields: the honeypot and the privacy
// notice it was sent under (PRIVACY_NOTICE_VERSION).

/** A field people never see: bots fill it in, and what they send is kept as spam. */
export function HoneypotField({
  idPrefix,
  inputRef,
}: {
  idPrefix: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-fax`}>Fax</label>
      <input ref={inputRef} id={`${idPrefix}-fax`} name="fax" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

export function PrivacyNoticeLine() {
  return (
    <p className="text-xs text-muted-foreground">
      {privacyNotice.before}{' '}
      <Link href="/privacy-policy" className="underline">
        {privacyNotice.link}
      </Link>{' '}
      {privacyNotice.after}
    </p>
  );
}
