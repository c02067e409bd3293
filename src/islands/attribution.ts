import { captureAttribution, readAttribution } from '@/lib/attribution';
import { sendJsonBeacon } from '@/lib/beacon';
import { askPageToken, measuredPagePath, pageTokenIfReady } from '@/lib/page-token-request';

const CHANNEL = '[data-contact-channel]';
/** How long a press that leaves the page waits for the page's token before it leaves anyway. */
const TOKEN_WAIT_MS = 1500;

const channelOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CHANNEL) : null;

/**
 * Keeps the visit's first-touch attribution for the contact form, and counts each press of a
 * WhatsApp or call button (data-contact-channel) with a beacon to the site itself: the channel,
 * the page, that attribution and the page's token, nothing about the visitor. The token is asked
 * for as a pointer or the keyboard reaches a button, so it is usually there by the press.
 * Started once the page is idle; answers what stops it.
 */
export function trackAttribution(): () => void {
  try {
    captureAttribution(window.location, document.referrer, window.sessionStorage);
  } catch {
    // Storage may be unavailable; attribution is only a nice-to-have.
  }
  const warm = (event: Event) => {
    const page = measuredPagePath();
    if (page && channelOf(event)) void askPageToken(page);
  };
  const countPress = (event: MouseEvent) => {
    const button = channelOf(event);
    const channel = button?.getAttribute('data-contact-channel');
    const page = measuredPagePath();
    if (!button || !channel || !page) return;
    let attribution = {};
    try {
      attribution = readAttribution(window.sessionStorage);
    } catch {
      // Counted without its source.
    }
    const send = (token: string | null | undefined) => {
      if (token) sendJsonBeacon('/api/contact-clicks', { channel, page, token, ...attribution });
    };
    const ready = pageTokenIfReady(page);
    if (ready !== undefined) return send(ready);
    const asked = askPageToken(page);
    // A press that opens another app (tel:) or tab keeps this page: the beacon follows the token.
    const leaves =
      button.protocol.startsWith('http') &&
      !button.target &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
    if (!leaves) return void asked.then(send);
    event.preventDefault();
    const wait = new Promise<null>((resolve) => setTimeout(() => resolve(null), TOKEN_WAIT_MS));
    void Promise.race([asked, wait]).then((token) => {
      send(token);
      window.location.assign(button.href);
    });
  };
  const options = { capture: true, passive: true };
  for (const type of ['pointerover', 'pointerdown', 'focusin'])
    document.addEventListener(type, warm, options);
  document.addEventListener('click', countPress, { capture: true });
  return () => {
    for (const type of ['pointerover', 'pointerdown', 'focusin'])
      document.removeEventListener(type, warm, options);
    document.removeEventListener('click', countPress, { capture: true });
  };
}
