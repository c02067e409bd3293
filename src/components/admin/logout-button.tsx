'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';

import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';

export function LogoutButton() {
  const router = useRouter();
  const logout = async () => {
    await fetch('/api/admin/logout', { method: 'POST' }).catch(() => undefined);
    toast.success('Logged out', { description: 'You have been logged out' });
    router.refresh();
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void logout()}>
      <LogOut className="h-4 w-4" aria-hidden />
      Logout
    </Button>
  );
}
