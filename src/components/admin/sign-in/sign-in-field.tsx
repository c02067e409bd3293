'use client';

type SignInFieldProps = {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the field invalid without a message of its own (the message is under another field). */
  invalid?: boolean;
  error?: string | null;
  hint?: string;
  inputMode?: 'numeric' | 'text';
};

/** A labelled input of the sign-in screens, with its error read out when it appears. */
export function SignInField(props: SignInFieldProps) {
  const describedBy =
    [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="mt-6">
      <label htmlFor={props.id} className="block text-sm font-medium">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.id}
        type={props.type}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={Boolean(props.error) || props.invalid}
        aria-describedby={describedBy}
        className="mt-1.5 block w-full rounded-md border border-border bg-background px-3 py-2.5 text-sm"
      />
      {props.error ? (
        <p
          id={`${props.id}-error`}
          role="alert"
          className="mt-2 text-sm text-red-600 dark:text-red-400"
        >
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export type SignInResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: number; error: string; restart: boolean };

/** Posts a sign-in step; the server's message, or a plain one when it cannot be reached. */
export async function postSignIn(url: string, data: object): Promise<SignInResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, body };
    const fieldErrors = body.fieldErrors as Record<string, string[]> | undefined;
    const first = fieldErrors && Object.values(fieldErrors)[0]?.[0];
    return {
      ok: false,
      status: response.status,
      error: first ?? (typeof body.error === 'string' ? body.error : 'Please try again.'),
      restart: body.restart === true,
    };
  } catch {
    return {
      ok: false,
      status: 0,
      error: 'Could not reach the server. Please try again.',
      restart: false,
    };
  }
}
