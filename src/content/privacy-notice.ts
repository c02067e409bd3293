// The short notice the contact form shows, and its version: each enquiry records the version it
// was sent under (India's DPDP Act 2023). Change the version whenever the notice or what the
// privacy policy says about enquiries changes.

export const PRIVACY_NOTICE_VERSION = '2026-11-24';

export const privacyNotice = {
  before:
    "We use your details only to reply to your enquiry and keep a record of it, as India's Digital Personal Data Protection Act allows with your consent. Read our",
  link: 'Privacy Policy',
  after: 'to see how long we keep it and how to have it deleted.',
};
