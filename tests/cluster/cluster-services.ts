import { execFileSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startProxy } from '../../scripts/serve-proxy';
import { startServer, waitFor } from '../../scripts/production-server';
import { startRedis } from '../support/redis';
import { s3Credentials, startS3 } from '../support/s3';
import { startSmtp, stopSmtp } from '../support/smtp';

export const ports = { a: 3211, b: 3212, front: 8091, redis: 6391, postgres: 54349, smtp: 2591 };
export const frontUrl = `http://127.0.0.1:${ports.front}`;
export const appUrl = (instance: 'a' | 'b') => `http://127.0.0.1:${ports[instance]}`;
const owner = { email: 'owner@cluster.test', password: 'cluster-owner-password-2026' };
export const notifyTo = 'leads@cluster.test';
/** The instances' captcha key, so the test can sign its own solutions. */
export const captchaKey = 'cluster-captcha-key-that-is-long-enough-0000';
const bucket = 'site-uploads';

/** A throwaway PostgreSQL server (.ci/start-postgres.sh) on its own port. */
function startPostgres() {
  const exports = execFileSync('bash', ['.ci/start-postgres.sh'], {
    env: { ...process.env, PG_TEST_PORT: String(ports.postgres) },
    encoding: 'utf8',
  });
  const vars = Object.fromEntries(
    [...exports.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
  );
  return {
    url: vars.TEST_DATABASE_URL!,
    stop: () =>
      execFileSync('bash', ['.ci/stop-postgres.sh'], { env: { ...process.env, ...vars } }),
  };
}

/** Every service started so far, stopped in reverse order; one that fails to stop is logged. */
function stack() {
  const stops: (() => unknown)[] = [];
  return {
    add: <T>(started: T, stop: (started: T) => unknown) => {
      stops.unshift(() => stop(started));
      return started;
    },
    async stopAll() {
      for (const stop of stops.splice(0)) {
        try {
          await stop();
        } catch (error) {
          console.error('could not stop a cluster service', error);
        }
      }
    },
  };
}

function stopInstance(instance: ChildProcess): Promise<void> {
  if (instance.exitCode !== null || instance.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.once('exit', () => resolve());
    instance.kill('SIGTERM');
  });
}

/**
 * PostgreSQL, Redis, a local S3-compatible server, an SMTP server, two instances of the site's
 * production build and the nginx front, all on 127.0.0.1; stop() ends every one of them, and so
 * does a failure to start any.
 */
export async function startCluster(names: readonly Instance[] = ['a', 'b']) {
  const started = stack();
  try {
    return await startAll(started, names);
  } catch (error) {
    await started.stopAll();
    throw error;
  }
}

type Instance = 'a' | 'b';

async function startAll(started: ReturnType<typeof stack>, names: readonly Instance[]) {
  const work = started.add(await mkdtemp(path.join(tmpdir(), 'cluster-')), (dir) =>
    rm(dir, { recursive: true, force: true }),
  );
  // nginx's workers run as another user when the tests run as root: they must reach the front's
  // cache folder inside this one.
  await chmod(work, 0o755);
  const postgres = started.add(startPostgres(), (pg) => pg.stop());
  const redis = started.add(await startRedis(ports.redis), (r) => r.stop());
  const s3 = started.add(await startS3(bucket), (s) => s.stop());
  const smtp = started.add(await startSmtp(ports.smtp), (m) => stopSmtp(m.server));
  const settings = {
    NODE_ENV: 'production' as const,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: notifyTo,
    SITE_URL: frontUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    ALTCHA_HMAC_KEY: captchaKey,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    CONTACT_RATE_LIMIT: '100000',
    CONTACT_SITE_LIMIT_PER_MINUTE: '100000',
    CONTACT_MIN_FILL_SECONDS: '0',
    // A mail claimed by the instance that is killed is sent by the other 10 s later.
    OUTBOX_LEASE_SECONDS: '10',
  };
  // Each instance has a data folder of its own: nothing may depend on a shared disk.
  const instances: Partial<Record<Instance, ChildProcess>> = {};
  for (const name of names) {
    instances[name] = started.add(
      startServer(ports[name], { ...settings, DATA_DIR: path.join(work, name) }),
      stopInstance,
    );
  }
  await Promise.all(names.map((name) => waitFor(`${appUrl(name)}/api/health`)));
  started.add(
    startProxy({
      appPorts: names.map((name) => ports[name]),
      proxyPort: ports.front,
      host: '127.0.0.1',
      runDir: path.join(work, 'front'),
    }),
    (nginx) => nginx.kill('SIGQUIT'),
  );
  await waitFor(`${frontUrl}/robots.txt`);

  return {
    databaseUrl: postgres.url,
    received: smtp.received,
    dataDir: (name: Instance) => path.join(work, name),
    work,
    kill: (name: Instance) => instances[name]?.kill('SIGKILL'),
    stop: () => started.stopAll(),
  };
}
