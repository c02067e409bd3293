import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

// The container files cannot be built or run here (no container engine): they are checked by a
// linter, by docker-compose's own validation, and the front's configuration by nginx itself.

const dockerfile = readFileSync('Dockerfile', 'utf8');
const compose = readFileSync('compose.yaml', 'utf8');
const installed = (command: string) => spawnSync(command, ['--version']).status === 0;
const nginx = ['nginx', '/usr/sbin/nginx'].find((binary) => spawnSync(binary, ['-v']).status === 0);

describe('the Dockerfile', () => {
  it('passes the linter', () => {
    const problems = validate(dockerfile).map(
      (d) => `line ${d.range.start.line + 1}: ${JSON.stringify(d.message)}`,
    );
    expect(problems).toEqual([]);
  });

  it("runs the site's own server over the standalone build as a non-root user, with a health check and a data volume", () => {
    const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runStage).toMatch(/^USER site$/m);
    expect(runStage).toMatch(/^HEALTHCHECK .*\/api\/health/ms);
    expect(runStage).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(runStage).toMatch(/^CMD \["node", "server\.mjs"\]$/m);
    expect(runStage).toMatch(
      /^COPY --from=build --chown=site:site \/app\/server\.mjs \.\/server\.mjs$/m,
    );
    // The public pages' renderer, which the standalone build does not trace.
    expect(runStage).toMatch(/^COPY --from=build .* \/app\/\.next\/site-renderer /m);
    expect(runStage).toMatch(/^COPY --from=build .* \/app\/src\/renderer\/load-renderer\.mjs /m);
    for (const [, from] of runStage.matchAll(
      /^COPY --from=build --chown=site:site \/app\/(\S+)/gm,
    )) {
      if (!from!.startsWith('.next/')) expect(existsSync(from!), from).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  it.skipIf(!installed('docker-compose'))('is valid, and needs SITE_URL', () => {
    const check = (env: Record<string, string>) =>
      spawnSync('docker-compose', ['-f', 'compose.yaml', 'config'], {
        env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv,
        encoding: 'utf8',
      });
    const valid = check({ SITE_URL: 'https://www.example.in' });
    expect(valid.stderr).toBe('');
    expect(valid.status).toBe(0);
    expect(valid.stdout).toMatch(/replicas: 2/);
    for (const service of ['app', 'front', 'postgres', 'redis']) {
      expect(valid.stdout).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    const missing = check({});
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('set SITE_URL');
  });

  it.skipIf(!nginx)(
    'fills every placeholder of deploy/nginx.conf, into a configuration nginx accepts',
    () => {
      const sed = [...compose.matchAll(/-e '(s\|[^']+)'/g)].map((m) => m[1]!);
      let config = readFileSync('deploy/nginx.conf', 'utf8');
      for (const expression of sed) {
        const [, from, to] = expression.split('|');
        config = config.replaceAll(from!, to!);
      }
      expect(config).not.toMatch(/\{\{\w+\}\}/);
      const dir = mkdtempSync(path.join(tmpdir(), 'front-'));
      chmodSync(dir, 0o755);
      try {
        // The compose network's names do not resolve here; the rest is checked as written.
        const file = path.join(dir, 'nginx.conf');
        writeFileSync(
          file,
          config
            .replaceAll('/var/cache/site', dir)
            .replaceAll('/etc/nginx/site-directives.conf', path.resolve('deploy/nginx-site.conf'))
            .replaceAll('server app:3000', 'server 127.0.0.1:3000'),
        );
        execFileSync(nginx!, ['-t', '-q', '-c', file, '-p', dir], { stdio: 'pipe' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
