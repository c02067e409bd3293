import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { adminCredentials } from './support/site-env';

// Before the browser tests: the freshly migrated and seeded database every spec with a site of its
// own starts from (support/own-site.ts); and the rule that keeps specs apart: a spec that writes
// through the admin must run on its own site, never on the shared one the public specs read.

const WRITES_THROUGH_THE_ADMIN = /signIn|signInAs|signInAsOwner|teamMember|\/api\/admin\//;
/** Specs that only check that the admin refuses (no session) or start servers of their own. */
const SHARED_SITE_ALLOWED = new Set(['hardening', 'http', 'shutdown']);

export default function globalSetup() {
  const dir = path.join(process.cwd(), 'tests/e2e');
  const refused = readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const name = file.replace(/\.spec\.ts$/, '');
      return (
        WRITES_THROUGH_THE_ADMIN.test(text) &&
        !/runOnOwnSite\(\s*\w+,/.test(text) &&
        !SHARED_SITE_ALLOWED.has(name)
      );
    });
  if (refused.length > 0)
    throw new Error(
      `These specs use the admin on the shared site; give each a site of its own with runOnOwnSite (tests/e2e/support/own-site.ts): ${refused.join(', ')}`,
    );

  rmSync('.e2e-template', { recursive: true, force: true });
  rmSync('.e2e-sites', { recursive: true, force: true });
  execFileSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/db.ts', 'setup'],
    { env: { ...process.env, DATA_DIR: '.e2e-template', ...adminCredentials }, stdio: 'ignore' },
  );
}
