import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { migrationNames } from './migrate';

// The migrations are listed by hand so the bundled server needs no files on disk: a file added to
// the folder and not to the list would never run.
describe('the migration list', () => {
  it('names every file of the migrations folder, in the order of their names', () => {
    const files = readdirSync(path.join(__dirname, 'migrations'))
      .filter((name) => /^\d{8}-\d{4}-.+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(migrationNames()).toEqual(files);
  });
});
