import { ShieldX } from 'lucide-react';

/** What a signed-in user sees on an admin screen their role does not include. */
export function NoAccess() {
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-border bg-card p-12 text-center">
      <ShieldX className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold">No access</h1>
      <p className="mt-2 text-muted-foreground">
        Your role does not include this screen. Ask the owner if you need it.
      </p>
    </div>
  );
}
