import { Link2 } from '@/components/ui/icons';
import { socialIcons } from '@/components/ui/social-icons';

import { CopyLinkButton } from './copy-link-button';

const shareTargets = [
  {
    name: 'X',
    icon: socialIcons.twitter,
    href: (u: string, t: string) => `https://x.com/intent/post?url=${u}&text=${t}`,
  },
  {
    name: 'Facebook',
    icon: socialIcons.facebook,
    href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  },
  {
    name: 'LinkedIn',
    icon: socialIcons.linkedin,
    href: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  },
];

const buttonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-border hover:bg-muted';

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-medium">Share:</span>
      {shareTargets.map(({ name, icon: Icon, href }) => (
        <a
          key={name}
          href={href(encodedUrl, encodedTitle)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${name}`}
          className={buttonClass}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </a>
      ))}
      <CopyLinkButton url={url} className={buttonClass}>
        <Link2 className="h-4 w-4" aria-hidden />
      </CopyLinkButton>
    </div>
  );
}
