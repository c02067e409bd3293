import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** The service editor's page: a way back to the list, the heading, the form. */
export function ServiceEditorFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <Link href="/admin/services" className="inline-flex items-center gap-2 text-sm text-primary">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All services
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
