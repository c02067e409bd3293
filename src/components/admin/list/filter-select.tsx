'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A select of a list's GET filter form that applies at once, as the lists filtered in the browser
 * do: the form's fields go in the address without a reload, so focus stays on the select. Without
 * JavaScript the form's button sends them.
 */
export function FilterSelect(props: ComponentProps<'select'>) {
  const router = useRouter();
  return (
    <select
      {...props}
      onChange={(event) => {
        const form = event.currentTarget.form;
        if (!form) return;
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(form))
          if (typeof value === 'string' && value.trim() !== '') params.set(name, value);
        const query = params.toString();
        router.replace(`${form.getAttribute('action') ?? ''}${query ? `?${query}` : ''}`, {
          scroll: false,
        });
      }}
    />
  );
}
