/** The QR code to scan (drawn on the server) and the same secret as text, for typing it in. */
export function TotpEnrolment(props: { intro: string; secret: string; qrSvg: string }) {
  const grouped = props.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="mt-4 text-sm">
      <p className="text-muted-foreground">{props.intro}</p>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="mx-auto mt-4 w-48 rounded-md bg-white p-2"
        // An SVG the server drew from the secret with the qrcode library; no user input in it.
        dangerouslySetInnerHTML={{ __html: props.qrSvg }}
      />
      <p className="mt-3 text-center text-xs text-muted-foreground">
        Cannot scan? Enter this key:{' '}
        <code className="font-mono text-foreground" data-testid="totp-secret">
          {grouped}
        </code>
      </p>
    </div>
  );
}
