// npm run serve:proxy: deploy/nginx.conf in front of the app. The app must already run on PORT
// (`npm start`), or its instances on the ports of APP_PORTS (3000,3001); nginx listens on
// PROXY_PORT, and with TLS_CERT and TLS_KEY (a certificate and its key, PEM files) on
// PROXY_TLS_PORT for HTTPS, PROXY_PORT then redirecting to it. Stops with the process (Ctrl+C).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    `  server {\n    ${plain}\n    return 301 ${target}$request_uri;\n  }`,
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

export function startProxy(settings: ProxySettings) {
  const config = writeProxyConfig(settings);
  return spawn(process.env.NGINX ?? 'nginx', ['-c', config, '-p', settings.runDir], {
    stdio: 'inherit',
  });
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
  const nginx = startProxy(settings);
  const https = settings.tls ? ` and https://${settings.host}:${settings.tls.port}` : '';
  console.log(
    `nginx on http://${settings.host}:${settings.proxyPort}${https} in front of the app on port ${settings.appPorts.join(', ')}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => nginx.kill('SIGQUIT'));
  }
  nginx.on('exit', (code) => process.exit(code ?? 0));
}
