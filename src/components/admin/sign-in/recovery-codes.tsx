/** Ten recovery codes, shown once: each signs in once when the authenticator app is lost. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-4 text-sm">
      <p className="text-muted-foreground">
        Keep these codes somewhere safe, such as a password manager. Each one signs you in once if
        you lose your phone. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-2 rounded-md border border-border bg-background p-4 font-mono"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
