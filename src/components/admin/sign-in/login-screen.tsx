'use client';

import { Lock } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import { CodeStep, type SecondStep } from './code-step';
import { RecoveryCodes } from './recovery-codes';
import { postSignIn, SignInField } from './sign-in-field';

/** Sign-in: e-mail and password, then an authenticator code (or enrolment) when the account has one. */
export function LoginScreen() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<SecondStep | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  // Signed in, the screen asked for renders for this user: /admin shows what needs their attention.
  const enter = () => router.refresh();
  const done = (body: { recoveryCodes?: unknown }) => {
    toast.success('Authenticated');
    setPassword('');
    if (Array.isArray(body.recoveryCodes)) setCodes(body.recoveryCodes as string[]);
    else enter();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await postSignIn('/api/admin/login', { email, password });
    setPending(false);
    if (!result.ok) {
      setError(result.error);
      toast.error('Authentication failed', { description: result.error });
    } else if (result.body.step === 'code' || result.body.step === 'enrol') {
      setStep(result.body as SecondStep);
    } else done(result.body);
  };

  if (codes)
    return (
      <Shell title="Save Your Recovery Codes">
        <RecoveryCodes codes={codes} />
        <Button className="mt-6 w-full" onClick={enter}>
          Continue to the Admin
        </Button>
      </Shell>
    );
  if (step)
    return (
      <Shell title={step.step === 'enrol' ? 'Set Up Two-Factor Sign-In' : 'Two-Factor Sign-In'}>
        <CodeStep
          step={step}
          onSignedIn={done}
          onRestart={(message) => {
            setStep(null);
            setError(message);
          }}
        />
      </Shell>
    );

  return (
    <Shell title="Admin Login">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <SignInField
          id="admin-email"
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          invalid={Boolean(error)}
        />
        <SignInField
          id="admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={error}
        />
        <Button type="submit" className="mt-6 w-full" disabled={pending}>
          {pending ? 'Signing in...' : 'Login'}
        </Button>
      </form>
    </Shell>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-8 shadow-lg">
        <Lock className="mx-auto h-8 w-8 text-primary" aria-hidden />
        <h1 className="mt-4 text-center text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
