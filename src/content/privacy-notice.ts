// The short notice the contact form shows, and its version: each enquiry records the version it
// was sent under (India's DPDP Act 2023). Change the version whenever the notice or what the
// privacy policy says about enquiries changes.

export const PRIVACY_NOTICE_VERSION = '2026-11-24';

export const privacyNotice = {
  lead: 'We use your details only to answer this enquiry and to discuss the services you ask about. Read how we store them and how to have them erased in our',
  link: 'Privacy Policy',
};
