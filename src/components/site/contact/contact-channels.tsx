import { MessageCircle, Phone } from '@/components/ui/icons';
import { displayPhone, phoneHref, whatsappDigits } from '@/lib/phone';
import type { BusinessDetails } from '@/lib/seo/json-ld';
import { absoluteUrl, cn } from '@/lib/utils';

// Click-to-chat and click-to-call: plain links, no third-party script. The site's own click
// counter (attribution-tracker.tsx) counts each press by its data-contact-channel.

export type ContactChannelsProps = {
  business: BusinessDetails;
  /** The page's name, for the WhatsApp message: 'SEO Services in Mumbai, Maharashtra'. */
  page: string;
  path: string;
  /** 'inverse' on a coloured banner. */
  tone?: 'plain' | 'inverse';
  className?: string;
};

/** The WhatsApp message a press starts with: it names the page the visitor was reading. */
const whatsappMessage = (business: string, page: string, url: string) =>
  `Hello ${business}, I am reading "${page}" (${url}) and would like to talk about it.`;

export function ContactChannels({
  business,
  page,
  path,
  tone = 'plain',
  className,
}: ContactChannelsProps) {
  const callNumber = business.callNumber ?? business.telephone;
  const link = cn(
    'inline-flex min-h-11 items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium',
    tone === 'inverse'
      ? 'border-primary-foreground text-primary-foreground hover:bg-primary-foreground/10'
      : 'border-border bg-background text-primary hover:bg-muted',
  );
  const message = whatsappMessage(business.name, page, absoluteUrl(business.siteUrl, path));
  return (
    <ul
      aria-label="Talk to us now"
      className={cn('flex flex-wrap justify-center gap-3', className)}
    >
      {business.whatsapp ? (
        <li>
          <a
            href={`https://wa.me/${whatsappDigits(business.whatsapp)}?text=${encodeURIComponent(message)}`}
            data-contact-channel="whatsapp"
            rel="noopener"
            className={link}
          >
            <MessageCircle className="h-4 w-4" aria-hidden />
            Chat on WhatsApp
          </a>
        </li>
      ) : null}
      {callNumber ? (
        <li>
          <a href={phoneHref(callNumber)} data-contact-channel="call" className={link}>
            <Phone className="h-4 w-4" aria-hidden />
            Call {displayPhone(callNumber)}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
