// The dashboard's "Needs attention" items: what each count says and which screen it opens. Only the
// counts of the areas a role may use are given, and only those items are shown.

import { monthName } from '../clients/month-name';
import { formatPaise } from '../quotes/quote-totals';
import { countOf } from '../utils';

export type AttentionCounts = {
  enquiries?: {
    fresh: number;
    waitingOverADay: number;
    spam: number;
    thisWeek: number;
    lastWeek: number;
  };
  pageViews?: { thisWeek: number; lastWeek: number };
  scheduledPosts?: number;
  unresolvedNotFound?: number;
  /** The latest site-health crawl's findings; null before the first crawl. */
  healthFindings?: number | null;
  /** When the newest backup kept on the server was taken (null: none), and now. */
  backup?: { lastAt: string | null; now: string };
  /** The active clients, their monthly fees, and those whose score fell at their last report. */
  clients?: {
    active: number;
    monthlyFeePaise: number;
    fallen: Array<{ id: string; name: string; month: string; score: number; before: number }>;
  };
};

export type AttentionItem = {
  title: string;
  detail: string;
  href: string;
  /** Something waits on the team (not a figure to read). */
  urgent: boolean;
};

function change(thisWeek: number, lastWeek: number): string {
  if (lastWeek === 0)
    return thisWeek === 0 ? 'none the week before either' : 'none the week before';
  const percent = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  const direction =
    percent === 0 ? 'the same as' : percent > 0 ? `${percent}% up on` : `${-percent}% down on`;
  return `${direction} the week before (${lastWeek.toLocaleString('en-IN')})`;
}

function waited(count: number): string {
  if (count === 0) return 'None has waited over a day';
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'has' : 'have'} waited over a day`;
}

const HOUR_MS = 60 * 60 * 1000;

/** The age of the newest backup: urgent when there is none, or it is over two days old. */
function backupItem(lastAt: string | null, now: string): AttentionItem {
  if (lastAt === null)
    return {
      title: 'No backup yet',
      detail: 'Take one: the database and the uploads in one archive',
      href: '/admin/backups',
      urgent: true,
    };
  const hours = Math.max(0, Math.floor((Date.parse(now) - Date.parse(lastAt)) / HOUR_MS));
  const age =
    hours < 1
      ? 'under an hour'
      : hours < 48
        ? countOf(hours, 'hour')
        : countOf(Math.floor(hours / 24), 'day');
  return {
    title: `Last backup ${age} ago`,
    detail: hours < 48 ? 'Download one now and then, off this server' : 'Is the daily backup on?',
    href: '/admin/backups',
    urgent: hours >= 48,
  };
}

const SCORES_NAMED = 3;

/** The clients' items: how many and what they pay a month; whose audit score fell, by name. */
function clientItems({ active, monthlyFeePaise, fallen }: NonNullable<AttentionCounts['clients']>) {
  const named = fallen
    .slice(0, SCORES_NAMED)
    .map((c) => `${c.name}: ${c.before} to ${c.score} in ${monthName(c.month)}`);
  if (fallen.length > SCORES_NAMED) named.push(`${fallen.length - SCORES_NAMED} more`);
  return [
    {
      title: countOf(active, 'active client'),
      detail: `${formatPaise(monthlyFeePaise)} a month in fees, before GST`,
      href: '/admin/clients',
      urgent: false,
    },
    {
      title:
        fallen.length === 0
          ? 'No client’s score fell'
          : fallen.length === 1
            ? '1 client’s score fell'
            : `${countOf(fallen.length, 'client')}’ scores fell`,
      detail: fallen.length ? named.join('; ') : 'Since each one’s last monthly audit',
      href: fallen.length === 1 ? `/admin/clients/${fallen[0]!.id}` : '/admin/clients',
      urgent: fallen.length > 0,
    },
  ];
}

export function attentionItems(counts: AttentionCounts): AttentionItem[] {
  const items: AttentionItem[] = [];
  const { enquiries, pageViews } = counts;
  if (enquiries) {
    items.push({
      title: countOf(enquiries.fresh, 'new enquiry', 'new enquiries'),
      detail: waited(enquiries.waitingOverADay),
      href: '/admin/enquiries?status=new',
      urgent: enquiries.fresh > 0,
    });
    items.push({
      title: countOf(enquiries.spam, 'enquiry in spam', 'enquiries in spam'),
      detail: 'Deleted after 30 days; move any real one to the inbox',
      href: '/admin/enquiries?status=spam',
      urgent: enquiries.spam > 0,
    });
    items.push({
      title: `${countOf(enquiries.thisWeek, 'enquiry', 'enquiries')} in the last 7 days`,
      detail: change(enquiries.thisWeek, enquiries.lastWeek),
      href: '/admin/insights',
      urgent: false,
    });
  }
  if (pageViews) {
    items.push({
      title: `${countOf(pageViews.thisWeek, 'page view')} in the last 7 days`,
      detail: change(pageViews.thisWeek, pageViews.lastWeek),
      href: '/admin/insights',
      urgent: false,
    });
  }
  if (counts.scheduledPosts !== undefined) {
    items.push({
      title: countOf(counts.scheduledPosts, 'scheduled post'),
      detail: 'Published on their own at the time set',
      href: '/admin/blog',
      urgent: false,
    });
  }
  if (counts.healthFindings !== undefined) {
    const findings = counts.healthFindings;
    items.push({
      title:
        findings === null ? 'No site-health check yet' : countOf(findings, 'site-health finding'),
      detail:
        findings === null
          ? 'Run one to find broken links and missing titles'
          : 'From the latest check',
      href: '/admin/health',
      urgent: findings === null || findings > 0,
    });
  }
  if (counts.clients) items.push(...clientItems(counts.clients));
  if (counts.backup) items.push(backupItem(counts.backup.lastAt, counts.backup.now));
  if (counts.unresolvedNotFound !== undefined) {
    items.push({
      title: countOf(counts.unresolvedNotFound, 'unresolved 404'),
      detail: 'Addresses visitors asked for that answer 404',
      href: '/admin/not-found',
      urgent: counts.unresolvedNotFound > 0,
    });
  }
  return items;
}
