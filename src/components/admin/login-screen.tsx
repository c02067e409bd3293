'use client';

import { Lock } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';

export function LoginScreen() {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      if (response.ok) {
        toast.success('Authenticated');
        setPassword('');
        router.refresh();
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      const message =
        response.status === 401 ? 'Incorrect password' : (body.error ?? 'Please try again.');
      setError(message);
      toast.error('Authentication failed', { description: message });
    } catch {
      setError('Could not reach the server. Please try again.');
      toast.error('Authentication failed', {
        description: 'Could not reach the server. Please try again.',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
      <form
        onSubmit={(e) => void submit(e)}
        className="w-full max-w-sm rounded-lg border border-border bg-card p-8 shadow-lg"
      >
        <Lock className="mx-auto h-8 w-8 text-primary" aria-hidden />
        <h1 className="mt-4 text-center text-2xl font-bold">Admin Login</h1>
        <label htmlFor="admin-password" className="mt-6 block text-sm font-medium">
          Password
        </label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'admin-password-error' : undefined}
          className="mt-1.5 block w-full rounded-md border border-border bg-background px-3 py-2.5 text-sm"
        />
        {error ? (
          <p
            id="admin-password-error"
            role="alert"
            className="mt-2 text-sm text-red-600 dark:text-red-400"
          >
            {error}
          </p>
        ) : null}
        <Button type="submit" className="mt-6 w-full" disabled={pending}>
          {pending ? 'Signing in...' : 'Login'}
        </Button>
      </form>
    </main>
  );
}
