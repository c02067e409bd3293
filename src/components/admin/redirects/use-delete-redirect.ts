'use client';

import { useRouter } from 'next/navigation';

import { toast } from '@/components/ui/toast';

import { adminFetch } from '../admin-fetch';

/** Deletes a redirect (a manual rule or a rename's) through its API address, and says so. */
export function useDeleteRedirect() {
  const router = useRouter();
  return async (url: string, source: string) => {
    try {
      await adminFetch(url, { method: 'DELETE' });
      toast.success('Success', { description: `The redirect of ${source} is deleted.` });
      router.refresh();
    } catch (error) {
      toast.error(`Failed to delete the redirect: ${(error as Error).message}`);
    }
  };
}
