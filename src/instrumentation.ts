export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabase } = await import('./server/db/prepare');
  await prepareDatabase();
}
