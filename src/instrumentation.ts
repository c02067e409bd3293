export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stampSocketAddresses } = await import('./server/http/socket-address');
  stampSocketAddresses();
  const { prepareDatabase } = await import('./server/db/prepare');
  await prepareDatabase();
  // Not during `next build`: only a running server retries the e-mail outbox.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startMailWorker } = await import('./server/mail/mailer');
    startMailWorker();
  }
}
