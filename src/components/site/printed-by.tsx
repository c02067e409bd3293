import { displayPhone } from '@/lib/phone';

export type Agency = { name: string; telephone: string; email: string; siteUrl: string };

/** A printed report's letterhead: who prepared it and how to reach them (print only). */
export function PrintedBy({ agency }: { agency: Agency }) {
  return (
    <div className="mb-6 hidden border-b border-black pb-3 print:flex print:flex-wrap print:items-baseline print:justify-between print:gap-2">
      <p className="text-lg font-bold">Prepared by {agency.name}</p>
      <p className="text-sm">
        {[new URL(agency.siteUrl).host, displayPhone(agency.telephone), agency.email]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}
