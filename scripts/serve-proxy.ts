// npm run serve:proxy: deploy/nginx.conf in front of the app. The app must already run on PORT
// (`npm start`), or its instances on the ports of APP_PORTS (3000,3001); nginx listens on
// PROXY_PORT, and with TLS_CERT and TLS_KEY (a certificate and its key, PEM files) on
// PROXY_TLS_PORT for HTTPS, PROXY_PORT then redirecting to it. nginx runs as a daemon and this
// script exits, so no Node process stays beside it; run again, it reloads the new settings, and
// `npm run serve:proxy -- stop` stops it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ProxySettings = {
  /** The app instances' ports on 127.0.0.1. */
  appPorts: number[];
  proxyPort: number;
  host: string;
  runDir: string;
  /** HTTPS on its own port, with plain HTTP redirected to it. */
  tls?: { port: number; certificate: string; key: string };
};

/**
 * nginx's run folder (its cache, temp files, config): outside the checkout, whose folders nginx's
 * worker user may not be allowed to enter (a checkout in root's home), one per checkout.
 */
export function defaultRunDir(checkout = process.cwd()): string {
  const id = createHash('sha256').update(checkout).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `agency-proxy-${id}`);
}

/** The server blocks: the site over plain HTTP, or over HTTPS with plain HTTP redirected. */
function serverBlocks(settings: ProxySettings, siteConf: string): string {
  const plain = `listen ${settings.host}:${settings.proxyPort};`;
  if (!settings.tls) return `  server {\n    ${plain}\n    include ${siteConf};\n  }`;
  const { port, certificate, key } = settings.tls;
  const target = port === 443 ? 'https://$host' : `https://$host:${port}`;
  return [
    // A path typed with a trailing slash goes straight to its one address: one redirect, not two.
    `  server {\n    ${plain}\n    if ($request_uri ~ "^(?<stem>/[^?]*[^/?])/+(?<query>\\?.*)?$") {\n      return 301 ${target}$stem$query;\n    }\n    return 301 ${target}$request_uri;\n  }`,
    `  server {`,
    // Debian 12's nginx 1.22 takes http2 on the listen line (`http2 on;` came in 1.25).
    `    listen ${settings.host}:${port} ssl http2;`,
    `    ssl_certificate ${certificate};`,
    `    ssl_certificate_key ${key};`,
    `    ssl_protocols TLSv1.2 TLSv1.3;`,
    `    ssl_prefer_server_ciphers off;`,
    `    ssl_session_cache shared:tls:10m;`,
    `    ssl_session_timeout 1d;`,
    `    # The app's HSTS header is replaced by this front's, which it sends on every answer.`,
    `    proxy_hide_header Strict-Transport-Security;`,
    `    include ${siteConf};`,
    `  }`,
  ].join('\n');
}

/** deploy/nginx.conf with its placeholders filled in, written to runDir/nginx.conf. */
export function writeProxyConfig(settings: ProxySettings): string {
  mkdirSync(settings.runDir, { recursive: true });
  // nginx's workers run as another user when it is started as root: they must reach this folder.
  chmodSync(settings.runDir, 0o755);
  const siteConf = path.join(settings.runDir, 'site.conf');
  copyFileSync(path.join(process.cwd(), 'deploy/nginx-site.conf'), siteConf);
  const template = readFileSync(path.join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  const config = template
    .replaceAll('{{RUN_DIR}}', settings.runDir)
    .replaceAll(
      '{{APP_SERVERS}}',
      settings.appPorts
        .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
        .join('\n'),
    )
    .replaceAll('{{SERVERS}}', serverBlocks(settings, siteConf));
  const file = path.join(settings.runDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

/** A self-signed certificate for 127.0.0.1, made in `folder`: HTTPS in the tests and benchmarks. */
export function selfSignedCertificate(folder: string): { certificate: string; key: string } {
  const [certificate, key] = [path.join(folder, 'cert.pem'), path.join(folder, 'key.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

const nginxBinary = () => process.env.NGINX ?? 'nginx';

/** nginx in the foreground as this process's child, for the tests and benchmarks. */
export function startProxy(settings: ProxySettings) {
  const config = writeProxyConfig(settings);
  return spawn(nginxBinary(), ['-c', config, '-p', settings.runDir, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
}

/** Whether the nginx of this run folder is running (its pid file names a live process). */
function daemonRunning(runDir: string): boolean {
  const pidFile = path.join(runDir, 'nginx.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** nginx as a daemon: started, or told to reload its new settings, or (`stop`) to stop. */
function runDaemon(settings: ProxySettings, command: 'start' | 'stop'): number {
  const running = daemonRunning(settings.runDir);
  const config = path.join(settings.runDir, 'nginx.conf');
  if (command === 'stop' && !running) {
    console.log('nginx is not running.');
    return 0;
  }
  if (command === 'start') writeProxyConfig(settings);
  const signal = command === 'stop' ? ['-s', 'quit'] : running ? ['-s', 'reload'] : [];
  const run = spawnSync(nginxBinary(), ['-c', config, '-p', settings.runDir, ...signal], {
    stdio: 'inherit',
  });
  return run.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const settings: ProxySettings = {
    appPorts: (process.env.APP_PORTS ?? process.env.PORT ?? '3000').split(',').map(Number),
    proxyPort: Number(process.env.PROXY_PORT ?? 8080),
    host: process.env.PROXY_HOST ?? '0.0.0.0',
    runDir: path.resolve(process.env.PROXY_RUN_DIR || defaultRunDir()),
    ...(process.env.TLS_CERT && process.env.TLS_KEY
      ? {
          tls: {
            port: Number(process.env.PROXY_TLS_PORT ?? 8443),
            certificate: path.resolve(process.env.TLS_CERT),
            key: path.resolve(process.env.TLS_KEY),
          },
        }
      : {}),
  };
  const command = process.argv[2] === 'stop' ? 'stop' : 'start';
  const status = runDaemon(settings, command);
  if (status === 0 && command === 'start') {
    const https = settings.tls ? ` and https://${settings.host}:${settings.tls.port}` : '';
    console.log(
      `nginx on http://${settings.host}:${settings.proxyPort}${https} in front of the app on port ${settings.appPorts.join(', ')}; ` +
        'stop it with `npm run serve:proxy -- stop`.',
    );
  }
  process.exit(status);
}
